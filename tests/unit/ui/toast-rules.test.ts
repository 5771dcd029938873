/** Toast rules, one case per rule, with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastBus, createToastHost, type ToastHostModel } from '../../../src/ui/toast/toast-store';

let wide = true;
const host = (target?: string) => createToastHost({ target, isWide: () => wide });

let root: ToastHostModel;

/** Fake timers, a wide screen and a fresh root host for every test of a describe. */
function freshRootHost(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    wide = true;
    root = host();
  });
  afterEach(() => vi.useRealTimers());
}

describe('toast rules: showing', () => {
  freshRootHost();

  it('skips a message for another target', () => {
    expect(root.receive({ message: 'a', target: 'dialog' })).toBe('skipped-target');
    expect(root.getSnapshot()).toBeNull();
    expect(host('dialog').receive({ message: 'a' })).toBe('skipped-target');
  });

  it('skips a message identical in message and type to the one showing', () => {
    root.receive({ message: 'saved', type: 'info' });
    const first = root.getSnapshot()!.id;
    expect(root.receive({ message: 'saved', type: 'info' })).toBe('skipped-duplicate');
    expect(root.getSnapshot()!.id).toBe(first);
  });

  it('replaces the current toast otherwise (other message, or same message with another type)', () => {
    root.receive({ message: 'saved', type: 'info' });
    expect(root.receive({ message: 'saved', type: 'error' })).toBe('shown');
    expect(root.getSnapshot()!.type).toBe('error');
    expect(root.receive({ message: 'other', type: 'error' })).toBe('shown');
    expect(root.getSnapshot()!.message).toBe('other');
  });

  it('defaults: type info, position left/top on wide screens, success lasts 1000 ms', () => {
    root.receive({ message: 'x' });
    expect(root.getSnapshot()).toMatchObject({
      type: 'info',
      horizontal: 'left',
      vertical: 'top',
      mode: 'snackbar',
      duration: undefined,
    });
    root.receive({ message: 'ok', type: 'success' });
    expect(root.getSnapshot()!.duration).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(root.getSnapshot()!.closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.getSnapshot()!.closing).toBe(true);
  });

  it('toasts without a duration stay until closed', () => {
    root.receive({ message: 'x', type: 'error' });
    vi.advanceTimersByTime(60_000);
    expect(root.getSnapshot()!.closing).toBe(false);
    root.dismiss();
    expect(root.getSnapshot()!.closing).toBe(true);
  });
});

describe('toast rules: closing, modes and targets', () => {
  freshRootHost();

  it('closing animates for 100 ms, then the toast is gone (and may show again)', () => {
    root.receive({ message: 'x' });
    root.dismiss();
    vi.advanceTimersByTime(99);
    expect(root.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(root.getSnapshot()).toBeNull();
    expect(root.receive({ message: 'x' })).toBe('shown');
  });

  it('panel mode on wide screens for a non-root target; closes after duration + 500 ms', () => {
    const panel = host('dialog');
    panel.receive({ message: 'x', target: 'dialog', duration: 1000 });
    expect(panel.getSnapshot()!.mode).toBe('panel');
    vi.advanceTimersByTime(1499);
    expect(panel.getSnapshot()!.closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(panel.getSnapshot()!.closing).toBe(true);
  });

  it('snackbar for a non-root target on small screens, at the bottom', () => {
    wide = false;
    const small = host('dialog');
    small.receive({ message: 'x', target: 'dialog', verticalPosition: 'top' });
    expect(small.getSnapshot()).toMatchObject({ mode: 'snackbar', vertical: 'bottom' });
    root.receive({ message: 'y' });
    expect(root.getSnapshot()).toMatchObject({ mode: 'snackbar', vertical: 'bottom' });
  });

  it('a snackbar waits while held; forceDismiss closes it at its duration regardless', () => {
    root.receive({ message: 'x', duration: 2000 });
    root.hold(true);
    vi.advanceTimersByTime(5000);
    expect(root.getSnapshot()!.closing).toBe(false);
    root.hold(false);
    expect(root.getSnapshot()!.closing).toBe(true);
    vi.advanceTimersByTime(100);
    root.receive({ message: 'forced', duration: 2000, forceDismiss: true });
    root.hold(true);
    vi.advanceTimersByTime(2000);
    expect(root.getSnapshot()!.closing).toBe(true);
  });

  it('a hide request closes the toast of its target only', () => {
    const panel = host('dialog');
    panel.receive({ message: 'p', target: 'dialog' });
    root.receive({ message: 'r' });
    root.hide('dialog');
    panel.hide('root');
    expect(root.getSnapshot()!.closing).toBe(false);
    expect(panel.getSnapshot()!.closing).toBe(false);
    panel.hide('dialog');
    expect(panel.getSnapshot()!.closing).toBe(true);
  });

  it('the bus delivers show and hide to every host, each applying its own target', () => {
    const bus = createToastBus();
    const panel = host('dialog');
    bus.subscribe((e) => (e.kind === 'show' ? root.receive(e.request) : root.hide(e.target)));
    bus.subscribe((e) => (e.kind === 'show' ? panel.receive(e.request) : panel.hide(e.target)));
    bus.show({ message: 'to root' });
    bus.show({ message: 'to dialog', target: 'dialog' });
    expect(root.getSnapshot()!.message).toBe('to root');
    expect(panel.getSnapshot()!.message).toBe('to dialog');
    bus.hide();
    expect(root.getSnapshot()!.closing).toBe(true);
    expect(panel.getSnapshot()!.closing).toBe(false);
  });

  it('ignores empty messages', () => {
    expect(root.receive({ message: '' })).toBe('skipped-empty');
  });
});
