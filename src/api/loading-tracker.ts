/**
 * Global loading flag: on with the first tracked request, off when the last ends.
 * Token refreshes and RPC calls never count.
 */
type Listener = () => void;

const UNTRACKED = [/^\/api\/auth\/token/, /^\/api\/rpc/];

let active = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

export const loadingTracker = {
  tracks(path: string): boolean {
    return !UNTRACKED.some((re) => re.test(path));
  },
  async wrap<T>(promise: Promise<T>): Promise<T> {
    if (active++ === 0) emit();
    try {
      return await promise;
    } finally {
      if (--active === 0) emit();
    }
  },
  isLoading: (): boolean => active > 0,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
