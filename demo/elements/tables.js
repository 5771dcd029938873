// The reference tables of an element page, from its manifest entry: attributes (with their properties), properties
// without an attribute, events, CSS parts and CSS custom properties (theme tokens with light and dark defaults).
import { h, richText, table } from './dom.js';
import { propertyOnly, tokenDefaults } from './manifest.js';

const code = (text) => h('code', {}, text);
const type = (t) => code(t?.text ?? 'string');

export function attributeTable(decl) {
  return table(
    'Attributes — each reacts at any time, and is also a property',
    ['Attribute', 'Property', 'Type', 'Default', 'Description'],
    (decl.attributes ?? []).map((a) => [
      code(a.name),
      code(a.fieldName ?? ''),
      type(a.type),
      a.default ? code(a.default) : '—',
      h('span', {}, richText(a.description)),
    ]),
    'attributes-table',
  );
}

export function propertyTable(decl) {
  return table(
    'Properties without an attribute (rich data, set from script)',
    ['Property', 'Type', 'Description'],
    propertyOnly(decl).map((p) => [code(p.name), type(p.type), h('span', {}, richText(p.description))]),
    'properties-table',
  );
}

export function eventTable(decl) {
  return table(
    'Events — CustomEvents that bubble and cross shadow roots (iot-session-change: see its description)',
    ['Event', 'Detail', 'Description'],
    (decl.events ?? []).map((e) => [code(e.name), type(e.type), h('span', {}, richText(e.description))]),
    'events-table',
  );
}

export function partTable(decl) {
  return table(
    'CSS parts — style them from the page with ::part()',
    ['Part', 'Selector', 'Description'],
    (decl.cssParts ?? []).map((p) => [
      code(p.name),
      code(`${decl.tagName}::part(${p.name})`),
      h('span', {}, richText(p.description)),
    ]),
    'parts-table',
  );
}

function swatch(value) {
  if (!CSS.supports('color', value)) return null;
  const s = h('span', { className: 'swatch', 'aria-hidden': 'true' });
  s.style.background = value;
  return s;
}

export function tokenTable(decl, caption = 'CSS custom properties — set them on :root, any ancestor or the element') {
  return table(
    caption,
    ['Token', 'Light default', 'Dark default', 'What it colours'],
    (decl.cssProperties ?? []).map((p) => {
      const d = tokenDefaults(p);
      return [
        code(p.name),
        h('span', { className: 'value' }, swatch(d.light), code(d.light)),
        h('span', { className: 'value dark' }, swatch(d.dark), code(d.dark)),
        h('span', {}, richText(d.text)),
      ];
    }),
    'tokens-table',
  );
}

/** Every reference table of one element. */
export function referenceTables(decl) {
  return [attributeTable(decl), propertyTable(decl), eventTable(decl), partTable(decl), tokenTable(decl)];
}
