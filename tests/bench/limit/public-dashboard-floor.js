/* global document, location -- runs in the browser */
// React's floor for a public dashboard's first data: the limit page's network sequence (public-dashboard.html: public
// sign-in, dashboard JSON, one WebSocket subscription for the first widget), started as soon as this small entry runs,
// with React and react-dom loading beside it (a dynamic import), and the first values rendered by React as one <pre>
// when both are in. No layout, no styles, no translations, no widget code: whatever a React page does, it pays at least
// this, so ours ÷ this is what is left to win and this ÷ the limit is React's own price on this machine.
const react = import('./public-dashboard-floor-render.js');

async function firstValues() {
  const params = new URLSearchParams(location.search);
  const json = (r) => r.json();
  const { token } = await fetch('/api/auth/login/public', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicId: params.get('publicId') }),
  }).then(json);
  const dashboard = await fetch(`/api/dashboard/${params.get('dashboardId')}`, {
    headers: { 'x-authorization': `Bearer ${token}` },
  }).then(json);
  const config = dashboard.configuration;
  const state = Object.values(config.states).find((s) => s.root) ?? Object.values(config.states)[0];
  // The first widget of the opening state (top row first, then left) that shows entity data.
  const [widget] = Object.entries(state.layouts.main.widgets)
    .sort(([, a], [, b]) => a.row - b.row || a.col - b.col)
    .map(([id]) => config.widgets[id])
    .filter((w) => w.config.datasources?.some((ds) => ds.type === 'entity'));
  const ds = widget.config.datasources.find((d) => d.type === 'entity');
  const { resolveMultiple, ...entityFilter } = config.entityAliases[ds.entityAliasId].filter;
  const keys = ds.dataKeys.map((k) => ({ type: k.type === 'attribute' ? 'ATTRIBUTE' : 'TIME_SERIES', key: k.name }));
  const pageLink = {
    page: 0,
    pageSize: resolveMultiple ? 1024 : 1,
    dynamic: true,
    sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' },
  };
  const query = { entityFilter, pageLink, entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }], latestValues: keys };
  return new Promise((resolve) => {
    const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    ws.onopen = () => ws.send(JSON.stringify({ entityDataCmds: [{ cmdId: 1, query, latestCmd: { keys } }] }));
    ws.onmessage = (m) => {
      const data = JSON.parse(m.data).data?.data;
      if (!data?.length) return;
      ws.onmessage = null;
      const line = (e) =>
        `${e.latest.ENTITY_FIELD.name.value}: ${keys.map((k) => `${k.key}=${e.latest[k.type]?.[k.key]?.value ?? ''}`).join(' ')}`;
      resolve(data.map(line).join('\n'));
    };
  });
}

Promise.all([firstValues(), react]).then(([text, { render }]) => render(document.getElementById('app'), text));
