/**
 * The rule chain editor against the real server for the node form tests: sign in (tokens stored as the console
 * keeps them), the catalogue's descriptors, fixture configurations with `$entity:TYPE:Name` resolved to ids, a chain
 * holding one node per class, `<iot-rule-chain-editor>` mounted on it, a node opened on the canvas.
 */
import { expect } from '@open-wc/testing';
import '../../../../elements/iot-rule-chain-editor';
import type { Config } from '../../../../src/features/rule-chains/node-forms/form-def';
import { storeTokens } from '../../../../src/session/tokens';
import { shadow, until } from '../../helpers';
import { REAL, api } from '../real-server';

export const P = 'org.thingsboard.rule.engine.';

export interface Descriptor {
  clazz: string;
  name: string;
  configurationDescriptor: {
    nodeDefinition: {
      description: string;
      relationTypes: string[];
      customRelations?: boolean;
      defaultConfiguration: Config;
    };
  };
}

let token = '';
/** The tenant administrator's token (after {@link signIn}). */
export const tenantToken = () => token;
/** Descriptors by short class name (`filter.TbJsFilterNode`). */
export const descriptors = new Map<string, Descriptor>();
/** Names of the entities fixtures refer to, by id. */
export const entityNames = new Map<string, string>();

/** Sign in as the tenant administrator and store the tokens where the console reads them. */
export async function signIn(): Promise<void> {
  const res = await fetch(`${REAL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  const body = (await res.json()) as { token: string; refreshToken: string };
  expect(storeTokens(body.token, body.refreshToken)).to.equal(true);
  token = body.token;
}

/** `$entity:DEVICE:Thermostat T1` → the id of that device. */
async function resolveEntities(config: Config): Promise<Config> {
  const out: Config = {};
  for (const [k, v] of Object.entries(config)) {
    const m = typeof v === 'string' ? /^\$entity:([A-Z_]+):(.+)$/.exec(v) : null;
    if (!m) {
      out[k] = v;
      continue;
    }
    const plural = `${m[1]!.toLowerCase()}s`;
    const page = await api<{ data: { id: { id: string }; name: string }[] }>(
      token,
      'GET',
      `/api/tenant/${plural}?pageSize=20&page=0&textSearch=${encodeURIComponent(m[2]!)}`,
    );
    const id = page.body.data.find((e) => e.name === m[2])?.id.id;
    if (!id) throw new Error(`no ${m[1]} named ${m[2]}`);
    entityNames.set(id, m[2]!);
    out[k] = id;
  }
  return out;
}

/** The fixture configuration of every node class, entity references resolved. */
export async function loadFixtures(): Promise<Record<string, Config>> {
  const raw = (await (await fetch('/tests/fixtures/rule-node-configs.json')).json()) as Record<string, Config>;
  const out: Record<string, Config> = {};
  for (const [clazz, config] of Object.entries(raw)) out[clazz] = await resolveEntities(config);
  return out;
}

/** The node classes a chain type offers (their descriptors land in {@link descriptors}). */
export async function loadDescriptors(type: 'CORE' | 'EDGE'): Promise<string[]> {
  const res = await api<Descriptor[]>(
    token,
    'GET',
    `/api/components?componentTypes=FILTER,ENRICHMENT,TRANSFORMATION,ACTION,EXTERNAL&ruleChainType=${type}`,
  );
  return res.body.map((d) => {
    const short = d.clazz.slice(P.length);
    if (!descriptors.has(short)) descriptors.set(short, d);
    return short;
  });
}

/** A chain with one node per class, named by its class, configured by `configOf`; returns its id. */
export async function createChain(
  type: 'CORE' | 'EDGE',
  classes: string[],
  configOf: (clazz: string) => Config,
): Promise<string> {
  const chain = await api<{ id: { id: string } }>(token, 'POST', '/api/ruleChain', {
    name: `node forms ${type} ${Date.now().toString(36)}`,
    type,
  });
  const id = chain.body.id.id;
  const nodes = classes.map((c, i) => ({
    type: P + c,
    name: c,
    debugMode: false,
    configuration: configOf(c),
    additionalInfo: { layoutX: 300 + (i % 8) * 240, layoutY: 120 + Math.floor(i / 8) * 110 },
  }));
  const saved = await api(token, 'POST', '/api/ruleChain/metadata', {
    ruleChainId: { entityType: 'RULE_CHAIN', id },
    firstNodeIndex: 0,
    nodes,
    connections: [],
    ruleChainConnections: null,
  });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  return id;
}

export const deleteChain = (id: string) => api(token, 'DELETE', `/api/ruleChain/${id}`);

/** The stored configurations of a chain's nodes, by node name. */
export async function storedConfigs(chainId: string): Promise<Map<string, Config>> {
  const meta = await api<{ nodes: { name: string; configuration: Config }[] }>(
    token,
    'GET',
    `/api/ruleChain/${chainId}/metadata`,
  );
  return new Map(meta.body.nodes.map((n) => [n.name, n.configuration]));
}

/** Mount the editor on a chain (a fresh element: the page load of a user) and wait for its canvas. */
export async function mountEditor(
  chainId: string,
  attrs: Record<string, string> = {},
  height = 900,
): Promise<ShadowRoot> {
  document.querySelectorAll('iot-rule-chain-editor').forEach((e) => e.remove());
  const el = document.createElement('iot-rule-chain-editor');
  for (const [k, v] of Object.entries({ 'api-url': REAL, 'rule-chain-id': chainId, theme: 'light', ...attrs }))
    el.setAttribute(k, v);
  el.style.cssText = `display:block;height:${height}px;width:1400px`;
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector('[data-testid="input-node"]'), 60_000, 'editor canvas');
  return shadow(el);
}

/** Select the node on the canvas; resolves with its form (or the "no settings" note). */
export async function openNode(root: ShadowRoot, name: string): Promise<HTMLElement> {
  const node = await until(
    () => root.querySelector<HTMLElement>(`.react-flow__node:has([data-name="${name}"])`),
    10_000,
    `node ${name}`,
  );
  node.click();
  await until(
    () => root.querySelector('[data-testid="details-panel"] h3')?.textContent === name,
    5000,
    `details of ${name}`,
  );
  return until(
    () => root.querySelector<HTMLElement>('[data-testid="node-form"], [data-testid="node-form-empty"]'),
    20_000,
    `form of ${name}`,
  );
}
