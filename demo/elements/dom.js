// Small DOM helpers of the catalogue pages. Text from the manifest is only ever set as text (never as HTML).

/** `h('a', { href: '#' }, 'text', child)`: attributes starting with `on` become listeners; null/false are skipped. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'className') el.className = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  el.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

/** Manifest prose: `code` spans become <code>, the rest stays text. */
export function richText(text = '') {
  return String(text)
    .split('`')
    .map((part, i) => (i % 2 ? h('code', {}, part) : document.createTextNode(part)));
}

/** A table with a header row; each row is a list of cells (strings or nodes). */
export function table(caption, headers, rows, testId) {
  return h(
    'table',
    { className: 'ref', 'data-testid': testId },
    h('caption', {}, caption),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        headers.map((x) => h('th', { scope: 'col' }, x)),
      ),
    ),
    h(
      'tbody',
      {},
      rows.map((cells) =>
        h(
          'tr',
          {},
          cells.map((c) => h('td', {}, c)),
        ),
      ),
    ),
  );
}

/** The page's CSP nonce (style elements created here need it under the strict policy). */
export function cspNonce() {
  return document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
}
