/** Mount `<iot-console>` (memory routing) with the fake session signed in as a role. */
import { installFakeSession, type FakeSession } from './fake-session';
import { shadow, until } from '../helpers';

export const fake: FakeSession = installFakeSession();
await import('../../../elements/iot-console');

/** Mount a console at `path` for `role`; resolves when the shell is rendered. */
export async function mountShell(
  role: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER',
  path = '/home',
  opts: { width?: number; edges?: boolean; attrs?: Record<string, string> } = {},
): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  fake.signInAs(role, { edgesSupportEnabled: !!opts.edges, forceFullscreen: false });
  const el = document.createElement('iot-console');
  el.setAttribute('initial-path', path);
  for (const [k, v] of Object.entries(opts.attrs ?? {})) el.setAttribute(k, v);
  el.style.cssText = `display:block;height:700px;width:${opts.width ?? 1280}px`;
  document.body.append(el);
  const root = shadow(el);
  await until(() => root.querySelector('[data-testid="shell"]'), 8000, 'shell');
  return { el, root };
}

/** Remove every mounted console. */
export function unmountAll(): void {
  document.querySelectorAll('iot-console').forEach((e) => e.remove());
}

/** Wait for a test id inside the root. */
export function byTestId<T extends Element = HTMLElement>(root: ShadowRoot, id: string, timeout = 4000): Promise<T> {
  return until(() => root.querySelector<T>(`[data-testid="${id}"]`), timeout, id);
}
