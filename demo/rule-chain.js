// Host page of the rule chain editor panel: `?id=<ruleChainId>` picks the chain; without it the tenant's root chain
// is looked up with the shared session's token. Logs the element's events.
import { defineIotElements } from '/dist/elements/loader.js';

const editor = document.getElementById('editor');
const log = document.getElementById('event-log');
for (const name of ['iot-rule-chain-save', 'iot-rule-node-select', 'iot-navigate']) {
  editor.addEventListener(name, (e) => (log.textContent = `${name} ${JSON.stringify(e.detail)}`));
}

async function rootChainId() {
  const token = localStorage.getItem('jwt_token');
  if (!token) return '';
  const r = await fetch('/api/ruleChains?pageSize=100&page=0', { headers: { 'X-Authorization': `Bearer ${token}` } });
  if (!r.ok) return '';
  const page = await r.json();
  return (page.data.find((c) => c.root) ?? page.data[0])?.id.id ?? '';
}

const id = new URLSearchParams(location.search).get('id') || (await rootChainId());
if (id) editor.setAttribute('rule-chain-id', id);
defineIotElements(['iot-rule-chain-editor']);
