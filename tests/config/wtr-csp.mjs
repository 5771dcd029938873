// Strict-CSP test pages for web-test-runner (every element also runs on a strict-CSP page): the `csp` test group runs under
//   Content-Security-Policy: script-src 'self' 'sha256-…'; style-src 'self' 'nonce-N'; object-src 'none'; base-uri 'none'
// How:
// - the group's testRunnerHtml (cspTestRunnerHtml) carries a marker <meta name="wtr-csp">;
// - a koa middleware, which wraps every wds plugin and so sees the *final* HTML, adds
//   <meta property="csp-nonce" content="N"> (where our elements and styled-components look for the nonce)
//   and sends the header with a fresh nonce per page.
// wtr injects two inline scripts into every test page (browser-log capture and `window.__WTR_CONFIG__`,
// whose text changes per session), so script-src lists the sha256 of exactly the inline scripts present
// when the page is served. Anything a test injects later has no matching hash and is blocked, i.e. the
// page behaves like plain `script-src 'self'` for the code under test. No 'unsafe-eval' either.
import { createHash, randomBytes } from 'node:crypto';

const MARKER = '<meta name="wtr-csp" content="strict">';

/** testRunnerHtml for the csp group: the default wtr page plus the marker. */
export function cspTestRunnerHtml(testFramework) {
  return `<!DOCTYPE html><html><head>${MARKER}</head><body><script type="module" src="${testFramework}"></script></body></html>`;
}

/** Koa middleware for wtr's `middleware` option. */
export function cspMiddleware() {
  return async function csp(ctx, next) {
    await next();
    if (typeof ctx.body !== 'string' || !ctx.response.is('html') || !ctx.body.includes(MARKER)) return;
    const nonce = randomBytes(16).toString('base64');
    const html = ctx.body.replace(MARKER, `${MARKER}<meta property="csp-nonce" content="${nonce}">`);
    const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
    );
    ctx.body = html;
    ctx.set(
      'Content-Security-Policy',
      `script-src 'self' ${hashes.join(' ')}; style-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
    );
  };
}
