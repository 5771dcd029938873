/**
 * Per-element prop store: attributes and rich properties land here, React reads it with useSyncExternalStore.
 * It lives on the element, so values survive a re-parent (r2wc unmounts and remounts the React root).
 */
export type Props = Readonly<Record<string, unknown>>;

export class ElementStore {
  private props: Props;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Props = {}) {
    this.props = initial;
  }

  get = (): Props => this.props;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(name: string, value: unknown): void {
    if (Object.is(this.props[name], value)) return;
    this.props = { ...this.props, [name]: value };
    for (const l of this.listeners) l();
  }
}
