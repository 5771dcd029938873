/**
 * Versioned define guard: never throws on a second registration, warns once on a version mismatch.
 */
export interface VersionedElement extends CustomElementConstructor {
  readonly version: string;
}

const warned = new Set<string>();

export function registerElement(tag: string, ctor: VersionedElement): void {
  const existing = customElements.get(tag) as Partial<VersionedElement> | undefined;
  if (existing) {
    if (existing.version !== ctor.version && !warned.has(tag)) {
      warned.add(tag);
      console.warn(`[iot-console] <${tag}> ${existing.version ?? '?'} is already defined; ignoring ${ctor.version}`);
    }
    return;
  }
  try {
    customElements.define(tag, ctor);
  } catch (e) {
    // Same constructor under another name, or a race with another bundle: keep the page alive.
    console.warn(`[iot-console] could not define <${tag}>`, e);
  }
}
