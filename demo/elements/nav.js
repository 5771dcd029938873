// The side navigation of the catalogue: every element of the manifest.
import { h } from './dom.js';

export function navigation(manifest, current = null) {
  return h(
    'nav',
    { className: 'side', 'aria-label': 'Elements' },
    h('a', { href: './', className: 'home', 'aria-current': current === null ? 'page' : null }, 'iot-console elements'),
    h(
      'ul',
      {},
      [...manifest.keys()].map((tag) =>
        h('li', {}, h('a', { href: `./?tag=${tag}`, 'aria-current': tag === current ? 'page' : null }, `<${tag}>`)),
      ),
    ),
  );
}
