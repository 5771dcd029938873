/**
 * Toast rules as plain logic (no React): a bus carries show/hide requests to every toast host of
 * one element; each host keeps at most one toast and decides per request:
 * - skip when the request's target (default `root`) is not the host's, or when the same message and type is showing;
 * - otherwise replace the current toast;
 * - panel mode on wide screens when the host's target is not `root`, else a snackbar — at the bottom on small screens,
 *   elsewhere at the requested position (default left/top);
 * - a panel closes after duration + 500 ms; a snackbar closes after its duration but waits while the pointer or
 *   focus is on it, unless `forceDismiss` is set (then it closes at exactly `duration`);
 * - success toasts default to 1000 ms; others without a duration stay until closed;
 * - a hide request for the host's target closes its toast; closing animates for 100 ms.
 */
export type ToastType = 'error' | 'warn' | 'success' | 'info';
export type ToastHorizontal = 'left' | 'center' | 'right' | 'start' | 'end';
export type ToastVertical = 'top' | 'bottom';

/** A notification request. */
export interface ToastRequest {
  message: string;
  type?: ToastType;
  target?: string;
  duration?: number;
  horizontalPosition?: ToastHorizontal;
  verticalPosition?: ToastVertical;
  panelClass?: string;
  forceDismiss?: boolean;
}

/** What a host shows. */
export interface ShownToast {
  id: number;
  message: string;
  type: ToastType;
  mode: 'panel' | 'snackbar';
  horizontal: ToastHorizontal;
  vertical: ToastVertical;
  duration: number | undefined;
  panelClass: string | undefined;
  /** True during the 100 ms closing animation. */
  closing: boolean;
}

export const TOAST_ROOT = 'root';
export const TOAST_ANIMATION_MS = 100;
export const TOAST_SUCCESS_MS = 1000;
export const TOAST_PANEL_EXTRA_MS = 500;

type BusEvent = { kind: 'show'; request: ToastRequest } | { kind: 'hide'; target: string };

/** The channel between `toast.show()/hide()` callers and the hosts. */
export interface ToastBus {
  show(request: ToastRequest): void;
  /** Close the toast of `target` (default root). */
  hide(target?: string): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
}

/** Create a bus (one per element). */
export function createToastBus(): ToastBus {
  const listeners = new Set<(event: BusEvent) => void>();
  const emit = (e: BusEvent) => listeners.forEach((l) => l(e));
  return {
    show: (request) => emit({ kind: 'show', request }),
    hide: (target = TOAST_ROOT) => emit({ kind: 'hide', target }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface ToastHostOptions {
  target?: string;
  /** Wider than small (≥ 960 px)? Read at each request. */
  isWide(): boolean;
}

/** Outcome of one show request, for tests and logs. */
export type ToastDecision = 'shown' | 'skipped-target' | 'skipped-duplicate' | 'skipped-empty';

/** One host's state machine. */
export interface ToastHostModel {
  readonly target: string;
  receive(request: ToastRequest): ToastDecision;
  hide(target: string): void;
  /** The close button or the timer. */
  dismiss(): void;
  /** Pointer or focus entered (true) or left (false) the toast. */
  hold(held: boolean): void;
  getSnapshot(): ShownToast | null;
  subscribe(listener: () => void): () => void;
  /** Stop timers (host unmounted). */
  dispose(): void;
}

let nextId = 1;

/** Create the logic of one toast host. Timers use the global setTimeout (fake timers work in tests). */
export function createToastHost({ target = TOAST_ROOT, isWide }: ToastHostOptions): ToastHostModel {
  let current: ShownToast | null = null;
  let forceDismiss = false;
  let held = false;
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ShownToast | null) => {
    current = next;
    listeners.forEach((l) => l());
  };
  const clear = () => {
    clearTimeout(timer);
    clearTimeout(closeTimer);
    timer = closeTimer = undefined;
  };

  const model: ToastHostModel = {
    target,
    receive(request) {
      if (!request.message) return 'skipped-empty';
      if ((request.target || TOAST_ROOT) !== target) return 'skipped-target';
      const type = request.type ?? 'info';
      if (current && !current.closing && current.message === request.message && current.type === type)
        return 'skipped-duplicate';
      clear();
      const wide = isWide();
      const mode = wide && target !== TOAST_ROOT ? 'panel' : 'snackbar';
      const duration = request.duration ?? (type === 'success' ? TOAST_SUCCESS_MS : undefined);
      forceDismiss = !!request.forceDismiss;
      held = false;
      expired = false;
      set({
        id: nextId++,
        message: request.message,
        type,
        mode,
        horizontal: request.horizontalPosition ?? 'left',
        vertical: mode === 'snackbar' && !wide ? 'bottom' : (request.verticalPosition ?? 'top'),
        duration,
        panelClass: request.panelClass,
        closing: false,
      });
      if (duration && duration > 0) {
        const after = mode === 'panel' ? duration + TOAST_PANEL_EXTRA_MS : duration;
        timer = setTimeout(() => {
          expired = true;
          if (mode === 'panel' || forceDismiss || !held) model.dismiss();
        }, after);
      }
      return 'shown';
    },
    hide(hideTarget) {
      if ((hideTarget || TOAST_ROOT) === target) model.dismiss();
    },
    dismiss() {
      if (!current || current.closing) return;
      clearTimeout(timer);
      set({ ...current, closing: true });
      closeTimer = setTimeout(() => set(null), TOAST_ANIMATION_MS);
    },
    hold(next) {
      held = next;
      if (!next && expired && current && current.mode === 'snackbar') model.dismiss();
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: clear,
  };
  return model;
}
