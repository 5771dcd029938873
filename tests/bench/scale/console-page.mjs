// Driving the console in a benchmark: a signed-in page without the sign-in screen, in-app navigation timed in the
// page itself (a MutationObserver, so Playwright's polling never runs on the main thread being measured), and when
// a dashboard counts as open.
/* global document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in Chromium */

/** REST call on the server (JSON in and out); throws on an error status. */
export async function api(url, token, method, p, body) {
  const r = await fetch(url + p, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-authorization': `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** A browser context whose pages start signed in as `session` (tokens where the console keeps them). */
export async function signedInContext(browser, session, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(({ token, refreshToken }) => {
    const now = Date.now();
    localStorage.setItem('jwt_token', token);
    localStorage.setItem('jwt_token_expiration', String(now + 3_600_000));
    localStorage.setItem('refresh_token', refreshToken);
    localStorage.setItem('refresh_token_expiration', String(now + 86_400_000));
  }, session);
  return context;
}

/**
 * In the page: run `action` (source text over `$`/`$$` of the console's shadow root), then resolve with the ms until
 * `done` (an expression over `$`, `$$`) holds, checked on every DOM mutation and every frame.
 */
export function timeUntil(page, action, done, timeoutMs = 30_000) {
  return page.evaluate(
    ([actionSrc, doneSrc, timeout]) =>
      new Promise((resolve, reject) => {
        const root = () => document.querySelector('iot-console').shadowRoot;
        const $ = (s) => root().querySelector(s);
        const $$ = (s) => [...root().querySelectorAll(s)];
        // The benchmark's own expressions, evaluated in the page under test (not product code).
        const act = new Function('$', '$$', actionSrc);
        const check = new Function('$', '$$', `return (${doneSrc});`);
        let finished = false;
        const timer = setTimeout(() => finish(new Error(`timeout: ${doneSrc}`)), timeout);
        const t0 = performance.now();
        const observer = new MutationObserver(() => test());
        function finish(err) {
          if (finished) return;
          finished = true;
          observer.disconnect();
          clearTimeout(timer);
          if (err) reject(err);
          else resolve(performance.now() - t0);
        }
        function test() {
          if (!finished && check($, $$)) finish();
        }
        function frame() {
          if (finished) return;
          test();
          requestAnimationFrame(frame);
        }
        observer.observe(root(), { subtree: true, childList: true, characterData: true, attributes: true });
        act($, $$);
        requestAnimationFrame(frame);
      }),
    [action, done, timeoutMs],
  );
}

/** In-app navigation to `path` (the console's router listens to popstate). */
export const navigate = (path) =>
  `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`;

/** In the page: has a widget painted what it got (source of a function of the widget element)? */
export const WIDGET_PAINTED = `(w) => {
  const digit = (el) => !!el && /\\d/.test(el.textContent || '');
  const type = w.getAttribute('data-widget-type');
  if (type === 'alarm_widgets.alarms_table') return !!w.querySelector('[data-testid="widget-no-data"], [data-testid="table-empty"], [data-testid="table-row"]');
  if (w.querySelector('[data-testid="widget-no-data"]')) return false;
  if (type === 'charts.basic_timeseries') return !!w.querySelector('.uplot canvas');
  if (type === 'cards.simple_card') return digit(w.querySelector('[data-testid="simple-card-value"]'));
  if (type.startsWith('digital_gauges.')) return digit(w.querySelector('[data-testid="gauge-value"]'));
  return digit(w.querySelector('[data-testid="table-row"]'));
}`;

/**
 * The dashboard is open when it shows `count` widgets and each has painted what it got: table rows (or the empty
 * table), a drawn chart, a card or gauge value with a digit, alarms or an alarm table's "no data".
 */
export function dashboardOpen(count) {
  return `(() => { const ws = $$('[data-testid="widget"]'); return ws.length === ${count} && ws.every(${WIDGET_PAINTED}); })()`;
}
