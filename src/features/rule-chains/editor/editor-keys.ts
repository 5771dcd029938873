/**
 * Keyboard operation of the editor: Ctrl/Cmd-Z undo, Ctrl/Cmd-Shift-Z (or Ctrl-Y) redo, Ctrl/Cmd-A select
 * all, Delete/Backspace delete, arrows nudge the selection by 10 px (Shift: 1 px), Ctrl/Cmd-C/X/V copy, cut, paste,
 * Ctrl/Cmd-S save, F fit view, Enter selects the focused node, Escape clears the selection. Keys typed into fields
 * (inputs, the code editors) are left alone.
 */

/** Nudge step, px (Shift: FINE_STEP). */
export const NUDGE_STEP = 10;
export const FINE_STEP = 1;

export type EditorCommand =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'select-all' }
  | { kind: 'delete' }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'copy' }
  | { kind: 'cut' }
  | { kind: 'paste' }
  | { kind: 'save' }
  | { kind: 'fit' }
  | { kind: 'enter' }
  | { kind: 'escape' };

/** Shortcuts for the help list: keys and the locale key of the description. */
export const SHORTCUTS: readonly [string, string][] = [
  ['Ctrl/⌘ Z', 'rulechain.key-undo'],
  ['Ctrl/⌘ Shift Z', 'rulechain.key-redo'],
  ['Ctrl/⌘ A', 'rulechain.key-select-all'],
  ['Delete', 'rulechain.key-delete'],
  ['← ↑ → ↓', 'rulechain.key-nudge'],
  ['Ctrl/⌘ C / X / V', 'rulechain.key-clipboard'],
  ['Ctrl/⌘ S', 'rulechain.key-save'],
  ['F', 'rulechain.key-fit'],
];

/** True when the key goes to a text field or a code editor. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  return !!el.closest(
    'input, textarea, select, [contenteditable="true"], .cm-editor, [role="dialog"], [data-no-editor-keys]',
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The command of a key event, or null. */
export function commandOf(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): EditorCommand | null {
  if (isTyping(e.target) || e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod) {
    if (key === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'a') return { kind: 'select-all' };
    if (key === 'c') return { kind: 'copy' };
    if (key === 'x') return { kind: 'cut' };
    if (key === 'v') return { kind: 'paste' };
    if (key === 's') return { kind: 'save' };
    return null;
  }
  const arrow = ARROWS[key];
  if (arrow) {
    const step = e.shiftKey ? FINE_STEP : NUDGE_STEP;
    return { kind: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' };
  if (key === 'f') return { kind: 'fit' };
  if (key === 'Enter' || key === ' ') return { kind: 'enter' };
  if (key === 'Escape') return { kind: 'escape' };
  return null;
}
