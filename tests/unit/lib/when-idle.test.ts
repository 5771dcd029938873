import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/lib/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks requestIdleCallback, with the timeout, and cancels through cancelIdleCallback', () => {
    const request = vi.fn((_fn: () => void, _opts: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const fn = vi.fn();
    const cancel = whenIdle(fn, 3000);
    expect(request).toHaveBeenCalledWith(fn, { timeout: 3000 });
    expect(fn).not.toHaveBeenCalled();
    request.mock.calls[0]![0]();
    expect(fn).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs after 200 ms, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran);
    vi.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
