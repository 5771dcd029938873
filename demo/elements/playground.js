// The playground next to a live example: theme, theme tokens (on the page's :root or on the element), every
// attribute of the manifest (changed live: attributes react at any time), outlines of the CSS parts, and the embed
// snippet for what is set.
import { cspNonce, h } from './dom.js';
import { tokenDefaults } from './manifest.js';

/** Tokens offered as colour pickers (the others can be set through the free row). */
const PICKED = [
  '--iot-color-primary',
  '--iot-color-accent',
  '--iot-color-bg',
  '--iot-color-surface',
  '--iot-color-warn',
];
/** Attributes the playground leaves to the page (the server and the session are the catalogue's). */
const FIXED = new Set(['api-url']);

function field(label, control, testId) {
  return h('label', { className: 'field', 'data-testid': testId }, h('span', {}, label), control);
}

function themeControls(el, onChange) {
  const select = h(
    'select',
    {
      'data-testid': 'pg-theme',
      onchange: (e) => {
        if (e.target.value === 'auto') el.removeAttribute('theme');
        else el.setAttribute('theme', e.target.value);
        onChange();
      },
    },
    h('option', { value: 'auto' }, 'auto (prefers-color-scheme)'),
    h('option', { value: 'light' }, 'light'),
    h('option', { value: 'dark' }, 'dark'),
  );
  return field('Theme', select, 'pg-theme-field');
}

function tokenControls(decl, el) {
  const scope = h(
    'select',
    { 'data-testid': 'pg-token-scope' },
    h('option', { value: 'root' }, ':root (the page)'),
    h('option', { value: 'element' }, 'this element'),
  );
  const target = () => (scope.value === 'root' ? document.documentElement : el);
  const set = (name, value) => (value ? target().style.setProperty(name, value) : target().style.removeProperty(name));
  const known = new Map((decl.cssProperties ?? []).map((p) => [p.name, tokenDefaults(p)]));
  const pickers = PICKED.filter((n) => known.has(n) && /^#[0-9a-f]{6}$/i.test(known.get(n).light)).map((name) =>
    field(
      name,
      h('input', {
        type: 'color',
        value: known.get(name).light,
        'data-token': name,
        oninput: (e) => set(name, e.target.value),
      }),
      `pg-token-${name.replace(/^--iot-/, '')}`,
    ),
  );
  const freeName = h(
    'select',
    { 'aria-label': 'Token' },
    [...known.keys()].map((n) => h('option', { value: n }, n)),
  );
  const freeValue = h('input', {
    type: 'text',
    placeholder: 'value, e.g. #0b6e4f or Georgia, serif',
    'aria-label': 'Value',
    'data-testid': 'pg-token-value',
  });
  const reset = () => {
    for (const node of [document.documentElement, el]) for (const name of known.keys()) node.style.removeProperty(name);
    for (const input of pickers.map((p) => p.querySelector('input')))
      input.value = known.get(input.dataset.token).light;
  };
  return h(
    'fieldset',
    {},
    h('legend', {}, 'Theme tokens'),
    field('Set on', scope, 'pg-token-scope-field'),
    ...pickers,
    h(
      'div',
      { className: 'row' },
      freeName,
      freeValue,
      h('button', { type: 'button', onclick: () => set(freeName.value, freeValue.value.trim()) }, 'Set'),
    ),
    h('button', { type: 'button', onclick: reset, 'data-testid': 'pg-token-reset' }, 'Reset tokens'),
  );
}

/** One input per attribute: checkbox for booleans, select for a union of strings, else text or number. */
function attributeInput(el, a, onChange) {
  const name = a.name;
  const apply = (value) => {
    if (value === null || value === '') el.removeAttribute(name);
    else el.setAttribute(name, value);
    onChange();
  };
  const t = a.type?.text ?? 'string';
  if (t === 'boolean')
    return h('input', {
      type: 'checkbox',
      checked: el.hasAttribute(name),
      onchange: (e) => apply(e.target.checked ? '' : null),
    });
  const choices = [...t.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  if (choices.length > 1) {
    const select = h(
      'select',
      { onchange: (e) => apply(e.target.value) },
      h('option', { value: '' }, '(not set)'),
      choices.map((c) => h('option', { value: c }, c)),
    );
    select.value = el.getAttribute(name) ?? '';
    return select;
  }
  return h('input', {
    type: t === 'number' ? 'number' : 'text',
    value: el.getAttribute(name) ?? '',
    onchange: (e) => apply(e.target.value.trim()),
  });
}

function attributeControls(decl, el, onChange) {
  const attrs = (decl.attributes ?? []).filter((a) => !FIXED.has(a.name) && a.name !== 'theme');
  return h(
    'fieldset',
    {},
    h('legend', {}, 'Attributes (live)'),
    attrs.map((a) => field(a.name, attributeInput(el, a, onChange), `pg-attr-${a.name}`)),
  );
}

function partControls(decl) {
  const style = h('style', { nonce: cspNonce() });
  const parts = (decl.cssParts ?? []).map((p) => p.name);
  const css = parts
    .map((p) => `${decl.tagName}::part(${p}) { outline: 2px dashed #e91e63; outline-offset: -2px; }`)
    .join('\n');
  const toggle = h('input', {
    type: 'checkbox',
    'data-testid': 'pg-parts',
    onchange: (e) => {
      style.textContent = e.target.checked ? css : '';
      if (!style.isConnected) document.head.append(style);
    },
  });
  return h(
    'fieldset',
    {},
    h('legend', {}, 'CSS parts'),
    h(
      'label',
      { className: 'check', 'data-testid': 'pg-parts-field' },
      toggle,
      `Outline every part: ${parts.join(', ')}`,
    ),
  );
}

/** The embed snippet for the element as it is now. */
function snippet(decl, el) {
  const attrs = [...el.attributes]
    .filter((a) => !['style', 'id', 'data-testid'].includes(a.name))
    .map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${a.value}"`));
  return `<script type="module" src="https://your-host/dist/elements/${decl.tagName}.js"></script>\n<${decl.tagName}${attrs.join('')}></${decl.tagName}>`;
}

export function playground(decl, el) {
  const code = h('pre', { className: 'snippet', 'data-testid': 'pg-snippet' });
  const refresh = () => (code.textContent = snippet(decl, el));
  refresh();
  return h(
    'aside',
    { className: 'playground', 'aria-label': 'Playground' },
    h('h2', {}, 'Playground'),
    themeControls(el, refresh),
    tokenControls(decl, el),
    attributeControls(decl, el, refresh),
    partControls(decl),
    h('h3', {}, 'Embed'),
    code,
  );
}
