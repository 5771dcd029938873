// The catalogue is one page: `?tag=iot-…` shows that element, no tag shows the index of all of them.
import { h } from './dom.js';

const main = document.querySelector('main');
const tag = new URLSearchParams(location.search).get('tag');
const page = tag
  ? import('./element-page.js').then((m) => m.render(main, tag))
  : import('./index-page.js').then((m) => m.render(main));
page.catch((e) => main.append(h('p', { className: 'error', role: 'alert' }, String(e?.message ?? e))));
