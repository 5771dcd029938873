// Host script of the CMS demo: the article's editor pasted the dashboard id and public id into the tag (the demo
// server's seeded public dashboard); the page URL may override them (?dashboardId=…&publicId=…&state=…), so the
// demo also works with any other public dashboard.
import '/dist/elements/iot-dashboard.js';

const params = new URLSearchParams(location.search);
const el = document.getElementById('live');
for (const [param, attr] of [
  ['dashboardId', 'dashboard-id'],
  ['publicId', 'public-id'],
  ['state', 'state'],
]) {
  const v = params.get(param);
  if (v) el.setAttribute(attr, v);
}
const log = document.getElementById('action-log');
el.addEventListener('iot-widget-action', (e) => {
  log.textContent = `Widget action: ${e.detail.actionName}${e.detail.entityName ? ` on ${e.detail.entityName}` : ''}`;
});
el.addEventListener('iot-navigate', (e) => e.preventDefault()); // readers stay on the article
