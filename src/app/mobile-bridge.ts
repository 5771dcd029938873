/**
 * Bridge to ThingsBoard's mobile app, which hosts the console in a web view.
 * Messages arrive as window `message` events `{type, data}` (data may be a JSON string):
 * - openDashboardMessage {dashboardId, state?, embedded?, hideToolbar?} → /dashboard/{id} with those query
 *   parameters, plus reload={timestamp} when the same dashboard is opened twice in a row; replaces the history entry
 *   and waits for a pending user reload;
 * - reloadUserMessage {accessToken, refreshToken} → adopt the new token pair;
 * - toggleDashboardLayout → forwarded to whoever listens (the dashboard page).
 */
export interface MobileBridgeDeps {
  navigate(to: string, options: { replace: true }): void;
  adoptTokens(accessToken: string, refreshToken: string): Promise<void>;
  toggleDashboardLayout(): void;
  now?: () => number;
}

interface OpenDashboard {
  dashboardId: string;
  state?: string;
  embedded?: boolean;
  hideToolbar?: boolean;
}

// Outgoing calls to the app (widget mobile actions) go through the channel of src/lib/mobile-channel.ts.
export { isMobileApp } from '../lib/mobile-channel';

export function dashboardUrl(msg: OpenDashboard, reload: number | null): string {
  const params = new URLSearchParams();
  if (msg.state) params.set('state', msg.state);
  if (msg.embedded) params.set('embedded', 'true');
  if (msg.hideToolbar) params.set('hideToolbar', 'true');
  if (reload !== null) params.set('reload', String(reload));
  const query = params.toString();
  return `/dashboard/${encodeURIComponent(msg.dashboardId)}${query ? `?${query}` : ''}`;
}

/** Returns the `message` event handler; pure apart from the injected effects. */
export function createMobileBridge(deps: MobileBridgeDeps): (event: MessageEvent) => void {
  let lastDashboardId: string | null = null;
  let pendingReload: Promise<void> = Promise.resolve();
  const now = deps.now ?? Date.now;
  return (event) => {
    let message: unknown = event.data;
    if (typeof message === 'string') {
      try {
        message = JSON.parse(message);
      } catch {
        return;
      }
    }
    if (!message || typeof message !== 'object') return;
    const { type, data } = message as { type?: unknown; data?: unknown };
    const payload = (typeof data === 'string' ? safeParse(data) : data) as Record<string, unknown> | undefined;
    if (type === 'reloadUserMessage' && payload) {
      const { accessToken, refreshToken } = payload;
      if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
        pendingReload = deps.adoptTokens(accessToken, refreshToken).catch(() => undefined);
      }
    } else if (type === 'openDashboardMessage' && payload && typeof payload.dashboardId === 'string') {
      const msg = payload as unknown as OpenDashboard;
      const reload = lastDashboardId === msg.dashboardId ? now() : null;
      lastDashboardId = msg.dashboardId;
      void pendingReload.then(() => deps.navigate(dashboardUrl(msg, reload), { replace: true }));
    } else if (type === 'toggleDashboardLayout') {
      deps.toggleDashboardLayout();
    }
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const layoutListeners = new Set<() => void>();

/** The dashboard page subscribes here to the app's toggleDashboardLayout message. */
export function onToggleDashboardLayout(listener: () => void): () => void {
  layoutListeners.add(listener);
  return () => layoutListeners.delete(listener);
}

export function emitToggleDashboardLayout(): void {
  for (const l of layoutListeners) l();
}
