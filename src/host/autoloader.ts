/**
 * Loads the code of `iot-*` tags as they appear: the tags already in a root, then every tag added later (a
 * MutationObserver over the root's subtree). A shadow root is a root of its own — a MutationObserver on the
 * document does not see inside it — so a host that renders our tags in its own shadow root passes that root too.
 */
export interface AutoloaderOptions {
  /** Whether this loader knows the tag. */
  knows(tag: string): boolean;
  /** Load (and so define) the tag. */
  load(tag: string): Promise<unknown>;
}

export function observeIotTags(root: Document | ShadowRoot | Element, { knows, load }: AutoloaderOptions): () => void {
  const asked = new Set<string>();
  const ask = (tag: string) => {
    if (asked.has(tag) || !knows(tag) || customElements.get(tag)) return;
    asked.add(tag);
    load(tag).catch((e: unknown) => {
      asked.delete(tag); // the next appearance tries again (a network error need not be final)
      console.warn(`[iot-console] could not load <${tag}>`, e);
    });
  };
  const scan = (node: Document | ShadowRoot | Element) => {
    if (node instanceof Element && !node.matches(':defined')) ask(node.localName);
    for (const el of node.querySelectorAll(':not(:defined)')) ask(el.localName);
  };
  scan(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
