// The catalogue's session bar, built on the host session API of the loader (no <iot-console> needed): who is signed
// in, sign out, sign in as a demo user. Every element on the page follows the one session.
import { getSession, onSessionChange, signIn, signOut } from '/dist/elements/loader.js';
import { h } from './dom.js';

const DEMO_USERS = {
  tenant: { username: 'tenant@thingsboard.org', password: 'tenant' },
  customer: { username: 'customer@thingsboard.org', password: 'customer' },
};
const AUTHORITY = {
  SYS_ADMIN: 'system administrator',
  TENANT_ADMIN: 'tenant administrator',
  CUSTOMER_USER: 'customer user',
};

function describe(info) {
  if (!info.authenticated) return 'Nobody is signed in.';
  if (info.isPublic) return 'A public visitor (memory only).';
  return `Signed in as the demo ${AUTHORITY[info.authority] ?? info.authority}.`;
}

/** The bar for pages whose examples use the page's sign-in; signs in as the demo tenant when nobody is. */
export function sessionBar({ autoSignIn = true } = {}) {
  const text = h('span', { 'data-testid': 'session-state', 'aria-live': 'polite' }, '…');
  const error = h('span', { className: 'error', role: 'alert' });
  const run = (action) => () => action().catch((e) => (error.textContent = e?.message ?? String(e)));
  const bar = h(
    'div',
    { className: 'session-bar' },
    text,
    h(
      'button',
      { type: 'button', onclick: run(() => signIn(DEMO_USERS.tenant)), 'data-testid': 'sign-in-tenant' },
      'Sign in as tenant',
    ),
    h(
      'button',
      { type: 'button', onclick: run(() => signIn(DEMO_USERS.customer)), 'data-testid': 'sign-in-customer' },
      'as customer',
    ),
    h('button', { type: 'button', onclick: run(() => signOut()), 'data-testid': 'sign-out' }, 'Sign out'),
    error,
  );
  const show = (info) => {
    text.textContent = describe(info);
    error.textContent = '';
  };
  onSessionChange(show);
  const ready = getSession().then(async (info) => {
    show(info);
    if (!info.authenticated && autoSignIn) show(await signIn(DEMO_USERS.tenant));
  });
  return { bar, ready };
}

/** The note for pages whose example signs in by itself (a public dashboard). */
export function publicNote() {
  const stored = localStorage.getItem('jwt_token')
    ? 'A sign-in is stored for this origin; it stays untouched.'
    : 'No sign-in is stored for this origin.';
  return h(
    'div',
    { className: 'session-bar' },
    h(
      'span',
      { 'data-testid': 'session-state' },
      `The example signs in as the public visitor of its customer, in memory. ${stored}`,
    ),
  );
}
