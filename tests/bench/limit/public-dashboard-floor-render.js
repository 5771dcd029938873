// The React half of React's floor (public-dashboard-floor.js): one root, one <pre>.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

export function render(container, text) {
  createRoot(container).render(createElement('pre', { id: 'out' }, text));
}
