// One element's catalogue page (?tag=iot-…): what it is, a live example against the embedded server
// with the playground beside it, and the reference tables — all from the manifest.
import { defineIotElements } from '/dist/elements/loader.js';
import { h, richText } from './dom.js';
import { exampleOf } from './examples.js';
import { loadManifest } from './manifest.js';
import { playground } from './playground.js';
import { publicNote, sessionBar } from './session-bar.js';
import { referenceTables } from './tables.js';
import { navigation } from './nav.js';

function liveExample(decl, example) {
  const el = document.createElement(decl.tagName);
  el.id = 'example';
  for (const [k, v] of Object.entries(example.attributes)) el.setAttribute(k, v);
  el.style.height = `${example.height}px`;
  el.setAttribute('data-testid', 'live-example');
  return el;
}

export async function render(main, tag) {
  const manifest = await loadManifest();
  const decl = manifest.get(tag);
  document.querySelector('nav.side')?.replaceWith(navigation(manifest, tag));
  if (!decl) {
    main.replaceChildren(
      h('h1', {}, 'Unknown element'),
      h('p', {}, `No element <${tag}> in the manifest. `, h('a', { href: './' }, 'All elements')),
    );
    return;
  }
  document.title = `<${tag}> — iot-console elements`;
  const example = exampleOf(tag);
  const session = example.session === 'public' ? { bar: publicNote(), ready: Promise.resolve() } : sessionBar();
  const el = liveExample(decl, example);
  const tools = playground(decl, el);
  main.replaceChildren(
    h('h1', {}, h('code', {}, `<${tag}>`)),
    h('p', { className: 'summary' }, richText(decl.summary)),
    h('p', { className: 'description' }, richText(decl.description)),
    h(
      'section',
      { className: 'example', 'aria-label': 'Live example' },
      h(
        'div',
        { className: 'stage' },
        session.bar,
        example.note ? h('p', { className: 'note' }, example.note) : null,
        el,
      ),
      tools,
    ),
    h(
      'section',
      { className: 'reference', 'aria-label': 'Reference' },
      h('h2', {}, 'Reference'),
      referenceTables(decl),
    ),
  );
  await session.ready;
  const resolved = example.resolve ? await example.resolve() : {};
  for (const [k, v] of Object.entries(resolved)) el.setAttribute(k, v);
  if (Object.keys(resolved).length) tools.replaceWith(playground(decl, el)); // show the looked-up values
  await defineIotElements([tag]);
}
