// The catalogue's index: every element of the manifest with its summary, and the theme tokens they all share.
import { h, richText } from './dom.js';
import { loadManifest } from './manifest.js';
import { navigation } from './nav.js';
import { tokenTable } from './tables.js';

export async function render(main) {
  const manifest = await loadManifest();
  document.querySelector('nav.side')?.replaceWith(navigation(manifest));
  const cards = [...manifest.values()].map((d) =>
    h(
      'li',
      { className: 'card', 'data-testid': 'element-card' },
      h('a', { href: `./?tag=${d.tagName}` }, h('code', {}, `<${d.tagName}>`)),
      h('p', {}, richText(d.summary)),
      h(
        'p',
        { className: 'counts' },
        `${(d.attributes ?? []).length} attributes · ${(d.events ?? []).length} events · ${(d.cssParts ?? []).length} parts`,
      ),
    ),
  );
  // The palette tokens are the same on every element; the first element's entry lists them all.
  const first = [...manifest.values()][0];
  const shared = {
    ...first,
    cssProperties: (first?.cssProperties ?? []).filter(
      (p) =>
        !p.name.startsWith('--iot-severity-') &&
        p.name !== '--iot-table-header-bg' &&
        p.name !== '--iot-dashboard-height',
    ),
  };
  main.replaceChildren(
    h('h1', {}, 'Elements'),
    h(
      'p',
      { className: 'summary' },
      'The ThingsBoard 3.3.1 console and its panels as custom elements. Each page shows a live example against this server, a playground for attributes, theme and tokens, and the reference generated from ',
      h('a', { href: '/dist/custom-elements.json' }, 'custom-elements.json'),
      '. Partner guide: elements/README.md in the repository.',
    ),
    h('ul', { className: 'cards' }, cards),
    h('h2', {}, 'Theme tokens'),
    h(
      'p',
      {},
      'Every element reads these. Set them on :root, any ancestor or the element itself; without a value the element’s theme (light, dark or the reader’s preference) supplies the default.',
    ),
    tokenTable(shared, 'Theme tokens shared by every element'),
  );
}
