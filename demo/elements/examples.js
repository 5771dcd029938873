// The live example of each element in the catalogue, against the embedded demo server: which attributes it starts
// with, which session it needs, and how it finds the ids it shows. A tag without an entry gets a bare example.

/** The seeded public dashboard (demo/server/seed/demo-data.ts, DEMO_PUBLIC_DASHBOARD). */
const PUBLIC_DASHBOARD = {
  dashboardId: '5a7e1c41-2e3b-11ec-9a8a-6f1d2c3b4a50',
  publicId: '5a7e1c40-2e3b-11ec-9a8a-6f1d2c3b4a50',
};

/** GET a ThingsBoard API path with the page's stored token (same origin: ThingsBoard's own key). */
async function api(path) {
  const res = await fetch(path, {
    headers: { 'X-Authorization': `Bearer ${localStorage.getItem('jwt_token') ?? ''}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/**
 * session: 'tenant' (the page signs in as the demo tenant unless someone is signed in) or 'public' (the element
 * signs in as a public visitor itself; the page's sign-in is left alone).
 * attributes: what the example starts with; resolve(): attributes looked up on the server once signed in.
 */
export const EXAMPLES = {
  'iot-console': {
    session: 'tenant',
    height: 640,
    attributes: { 'initial-path': '/devices' },
    note: 'The whole console, memory-routed: it shares the page’s sign-in, and the page URL stays as it is.',
  },
  'iot-device-list': { session: 'tenant', height: 520, attributes: { 'page-size': '5' } },
  'iot-asset-list': { session: 'tenant', height: 520, attributes: { 'page-size': '5' } },
  'iot-customer-list': { session: 'tenant', height: 480, attributes: {} },
  'iot-alarm-table': {
    session: 'tenant',
    height: 520,
    attributes: { 'search-status': 'ANY' },
    note: 'Every alarm the signed-in user may see (no entity-type / entity-id given).',
  },
  'iot-dashboard': {
    session: 'public',
    height: 620,
    attributes: { 'dashboard-id': PUBLIC_DASHBOARD.dashboardId, 'public-id': PUBLIC_DASHBOARD.publicId },
    note: 'The seeded public dashboard, as any visitor sees it: a public session in memory, beside (not instead of) the page’s sign-in.',
  },
  'iot-rule-chain-editor': {
    session: 'tenant',
    height: 620,
    attributes: {},
    async resolve() {
      const page = await api('/api/ruleChains?pageSize=50&page=0&sortProperty=name&sortOrder=ASC');
      const root = page.data.find((c) => c.root) ?? page.data[0];
      return root ? { 'rule-chain-id': root.id.id } : {};
    },
    note: 'The tenant’s root rule chain.',
  },
};

export function exampleOf(tag) {
  return EXAMPLES[tag] ?? { session: 'tenant', height: 480, attributes: {} };
}
