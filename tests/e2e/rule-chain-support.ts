/** Helpers of the rule chain editor e2e specs: REST setup with a tenant token, the editor page, canvas locators. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface Session {
  token: string;
  refreshToken: string;
}

const TENANT = { username: 'tenant@thingsboard.org', password: 'tenant' };

/** Sign in through the REST API (fast; the UI sign-in has its own specs). */
export async function apiLogin(request: APIRequestContext): Promise<Session> {
  const r = await request.post('/api/auth/login', { data: TENANT });
  expect(r.ok()).toBe(true);
  return (await r.json()) as Session;
}

const auth = (s: Session) => ({ 'X-Authorization': `Bearer ${s.token}` });

/** Create an empty rule chain; returns its id. */
export async function createChain(
  request: APIRequestContext,
  s: Session,
  name: string,
  type = 'CORE',
): Promise<string> {
  const r = await request.post('/api/ruleChain', { headers: auth(s), data: { name, type } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { id: { id: string } }).id.id;
}

export async function getMetadata(request: APIRequestContext, s: Session, id: string) {
  const r = await request.get(`/api/ruleChain/${id}/metadata`, { headers: auth(s) });
  expect(r.ok()).toBe(true);
  return (await r.json()) as {
    firstNodeIndex: number | null;
    nodes: {
      id: { id: string };
      name: string;
      type: string;
      debugMode: boolean;
      configuration: Record<string, unknown>;
      additionalInfo: Record<string, unknown>;
    }[];
    connections: { fromIndex: number; toIndex: number; type: string }[];
    ruleChainConnections: { fromIndex: number; targetRuleChainId: { id: string }; type: string }[] | null;
  };
}

export async function saveMetadata(request: APIRequestContext, s: Session, id: string, meta: Record<string, unknown>) {
  const r = await request.post('/api/ruleChain/metadata', {
    headers: auth(s),
    data: { ruleChainId: { entityType: 'RULE_CHAIN', id }, ...meta },
  });
  expect(r.ok(), await r.text()).toBe(true);
}

export async function deleteChain(request: APIRequestContext, s: Session, id: string) {
  await request.delete(`/api/ruleChain/${id}`, { headers: auth(s) });
}

/** Put the tokens where the console keeps them (localStorage) before any page script runs. */
export async function useSession(page: Page, s: Session): Promise<void> {
  await page.addInitScript(({ token, refreshToken }) => {
    if (localStorage.getItem('jwt_token')) return;
    const now = Date.now();
    localStorage.setItem('jwt_token', token);
    localStorage.setItem('jwt_token_expiration', String(now + 3_600_000));
    localStorage.setItem('refresh_token', refreshToken);
    localStorage.setItem('refresh_token_expiration', String(now + 86_400_000));
  }, s);
}

/** Open the standalone editor page for a chain and wait for the canvas. */
export async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/rule-chain.html?id=${id}`);
  await expect(page.getByTestId('input-node')).toBeVisible({ timeout: 15_000 });
}

/** The React Flow node wrapper of the rule node named `name`. */
export function nodeNamed(page: Page, name: string): Locator {
  return page.locator('.react-flow__node', { has: page.locator(`[data-name="${name}"]`) });
}

/** Drag a library item (by class suffix) onto the canvas at a point relative to the canvas. */
export async function dropFromLibrary(page: Page, clazzSuffix: string, x: number, y: number): Promise<void> {
  const item = page.locator(`[data-testid="library-item"][data-clazz$="${clazzSuffix}"]`);
  await item.scrollIntoViewIfNeeded();
  await item.dragTo(page.getByTestId('rule-chain-canvas'), { targetPosition: { x, y } });
}

/** Drag from the output port of one node to the input port of another. */
export async function connect(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.locator('.react-flow__handle.source').boundingBox())!;
  const b = (await to.locator('.react-flow__handle.target').boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

/** Flow position of a node from its transform (`translate(Xpx, Ypx)`). */
export async function nodePosition(node: Locator): Promise<{ x: number; y: number }> {
  const transform = await node.evaluate((el) => (el as HTMLElement).style.transform);
  const m = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(transform);
  if (!m) throw new Error(`no translate in ${transform}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

/** Focus the canvas area (for keyboard commands). */
export async function focusCanvas(page: Page): Promise<void> {
  await page.getByTestId('canvas-area').focus();
}

interface ChainFileLinks {
  metadata: { ruleChainConnections?: { targetRuleChainId: { entityType: string; id: string } }[] | null };
}

/**
 * A rule chain file whose links to other chains point at chains of this tenant: an exported file names chains of the
 * system it came from, and the server refuses links to chains it does not have. One chain is created per target.
 */
export async function withLocalTargets<T extends ChainFileLinks>(
  request: APIRequestContext,
  s: Session,
  file: T,
  prefix: string,
): Promise<T> {
  const targets = new Map<string, string>();
  for (const link of file.metadata.ruleChainConnections ?? []) {
    if (!targets.has(link.targetRuleChainId.id))
      targets.set(link.targetRuleChainId.id, await createChain(request, s, `${prefix} target ${targets.size + 1}`));
  }
  const links = file.metadata.ruleChainConnections?.map((l) => ({
    ...l,
    targetRuleChainId: { entityType: 'RULE_CHAIN', id: targets.get(l.targetRuleChainId.id)! },
  }));
  return {
    ...file,
    metadata: { ...file.metadata, ruleChainConnections: links ?? file.metadata.ruleChainConnections ?? null },
  };
}
