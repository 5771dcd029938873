/**
 * One registry of keyboard shortcuts per element: pages register their
 * shortcuts with a description; the cheat sheet lists them; one key listener dispatches them.
 * Combos: `?`, `mod+k` (Ctrl, or Cmd on macOS), `shift+d`, `alt+ArrowLeft`, `Escape`.
 */
export interface Hotkey {
  /** Combo as written above. */
  combo: string;
  /** Already translated. */
  description: string;
  /** Heading in the cheat sheet. */
  group?: string;
  /** Also fires while typing in a field (default: only combos with Ctrl/Cmd/Alt do). */
  allowInInputs?: boolean;
  handler(event: KeyboardEvent): void;
}

/** The part of a KeyboardEvent the matcher reads. */
export type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export interface HotkeyRegistry {
  register(hotkey: Hotkey): () => void;
  /** Registered shortcuts, oldest first, one per combo (the latest registration wins). */
  list(): Hotkey[];
  match(event: KeyLike, typing: boolean): Hotkey | undefined;
  subscribe(listener: () => void): () => void;
}

interface Parsed {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

function parse(combo: string): Parsed {
  const parts = combo.split('+');
  const key = parts.pop() ?? '';
  const has = (m: string) => parts.some((p) => p.toLowerCase() === m);
  return { key, mod: has('mod'), ctrl: has('ctrl'), meta: has('meta'), alt: has('alt'), shift: has('shift') };
}

/** True when `event` is the combo. Printable single characters ignore Shift (`?` is Shift+/ on most layouts). */
export function matchesCombo(combo: string, event: KeyLike): boolean {
  const p = parse(combo);
  const printable = p.key.length === 1;
  if (printable ? event.key.toLowerCase() !== p.key.toLowerCase() : event.key !== p.key) return false;
  const ctrlWanted = p.ctrl || (p.mod && !event.metaKey);
  const metaWanted = p.meta || (p.mod && event.metaKey);
  if (event.ctrlKey !== ctrlWanted || event.metaKey !== metaWanted || event.altKey !== p.alt) return false;
  if (p.mod && !(event.ctrlKey || event.metaKey)) return false;
  return printable && !/[a-z]/i.test(p.key) ? true : event.shiftKey === p.shift;
}

/** Create an empty registry. */
export function createHotkeyRegistry(): HotkeyRegistry {
  const entries: Hotkey[] = [];
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  return {
    register(hotkey) {
      entries.push(hotkey);
      changed();
      return () => {
        const i = entries.indexOf(hotkey);
        if (i >= 0) entries.splice(i, 1);
        changed();
      };
    },
    list() {
      const seen = new Map<string, Hotkey>();
      for (const h of entries) {
        seen.delete(h.combo);
        seen.set(h.combo, h);
      }
      return [...seen.values()];
    },
    match(event, typing) {
      for (let i = entries.length - 1; i >= 0; i--) {
        const h = entries[i]!;
        if (!matchesCombo(h.combo, event)) continue;
        const modified = /(^|\+)(mod|ctrl|meta|alt)\+/i.test(h.combo);
        if (typing && !modified && !h.allowInInputs) return undefined;
        return h;
      }
      return undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a key event comes from a text field (composedPath crosses shadow roots). */
export function isTypingEvent(event: Event): boolean {
  const first = event.composedPath()[0];
  if (!(first instanceof HTMLElement)) return false;
  return first.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(first.tagName);
}

/** Human label of a combo for the cheat sheet: `mod+k` → `Ctrl + K` (or `⌘ + K` on Apple platforms). */
export function comboLabel(
  combo: string,
  apple = /Mac|iP(hone|ad)/.test(globalThis.navigator?.platform ?? ''),
): string[] {
  return combo.split('+').map((p) => {
    const l = p.toLowerCase();
    if (l === 'mod') return apple ? '⌘' : 'Ctrl';
    if (l.length === 1) return p.toUpperCase();
    return p.charAt(0).toUpperCase() + p.slice(1);
  });
}
