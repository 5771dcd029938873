// Host-page script of the embedding demo: lazy-load the elements present and log session events.
import { defineIotElements } from '/dist/elements/loader.js';

const log = document.getElementById('session-log');
// One event per change, dispatched on the document (each element also fires a copy on itself that does not bubble).
document.addEventListener('iot-session-change', (e) => {
  log.textContent = e.detail.authenticated ? `signed in as ${e.detail.authority}` : 'signed out';
});
defineIotElements();
