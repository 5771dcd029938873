import { describe, expect, it, vi } from 'vitest';
import { createMobileBridge, dashboardUrl } from '../../../src/app/mobile-bridge';

const msg = (type: string, data?: unknown) => ({ data: { type, data } }) as MessageEvent;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('mobile-app bridge', () => {
  it('opens /dashboard/{id} with state, embedded and hideToolbar, replacing the history entry', async () => {
    const navigate = vi.fn();
    const bridge = createMobileBridge({ navigate, adoptTokens: vi.fn(), toggleDashboardLayout: vi.fn() });
    bridge(msg('openDashboardMessage', { dashboardId: 'd1', state: 'c3RhdGU', embedded: true, hideToolbar: true }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/dashboard/d1?state=c3RhdGU&embedded=true&hideToolbar=true', {
      replace: true,
    });
  });

  it('adds reload={timestamp} when the same dashboard is opened twice in a row', async () => {
    const navigate = vi.fn();
    const bridge = createMobileBridge({
      navigate,
      adoptTokens: vi.fn(),
      toggleDashboardLayout: vi.fn(),
      now: () => 42,
    });
    bridge(msg('openDashboardMessage', { dashboardId: 'd1' }));
    bridge(msg('openDashboardMessage', { dashboardId: 'd1' }));
    bridge(msg('openDashboardMessage', { dashboardId: 'd2' }));
    await flush();
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/dashboard/d1', '/dashboard/d1?reload=42', '/dashboard/d2']);
  });

  it('waits for a pending user reload before opening a dashboard', async () => {
    const order: string[] = [];
    let finish!: () => void;
    const adoptTokens = vi.fn(() => new Promise<void>((r) => (finish = () => (order.push('reloaded'), r()))));
    const bridge = createMobileBridge({
      navigate: () => order.push('navigated'),
      adoptTokens,
      toggleDashboardLayout: vi.fn(),
    });
    bridge({
      data: JSON.stringify({ type: 'reloadUserMessage', data: { accessToken: 'a', refreshToken: 'r' } }),
    } as MessageEvent);
    bridge(msg('openDashboardMessage', { dashboardId: 'd1' }));
    await flush();
    expect(order).toEqual([]);
    finish();
    await flush();
    expect(adoptTokens).toHaveBeenCalledWith('a', 'r');
    expect(order).toEqual(['reloaded', 'navigated']);
  });

  it('forwards toggleDashboardLayout and ignores foreign messages', () => {
    const toggle = vi.fn();
    const navigate = vi.fn();
    const bridge = createMobileBridge({ navigate, adoptTokens: vi.fn(), toggleDashboardLayout: toggle });
    bridge(msg('toggleDashboardLayout'));
    bridge({ data: 'not json' } as MessageEvent);
    bridge({ data: { hello: 1 } } as MessageEvent);
    expect(toggle).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    expect(dashboardUrl({ dashboardId: 'a b' }, null)).toBe('/dashboard/a%20b');
  });
});
