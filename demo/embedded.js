// Host-page script of the embedding demo: lazy-load the elements present and log session events.
import { defineIotElements } from '/dist/elements/loader.js';

const log = document.getElementById('session-log');
document.addEventListener('iot-session-change', (e) => {
  log.textContent = `${e.target.id}: ${e.detail.authenticated ? `signed in as ${e.detail.authority}` : 'signed out'}`;
});
defineIotElements();
