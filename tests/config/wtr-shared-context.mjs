// One browser context for every test file of a web-test-runner run, instead of wtr's default of a new context per
// file. Each test page loads the same few hundred modules (React's development build among them); in a new context
// the HTTP cache is empty, so Chromium fetched, parsed and compiled all of them again for each of the ~130 files.
// In one context they come from the memory cache with V8's code cache: a sample of 14 files went from 40.5 to
// 35.2 s of CPU, the browser's included.
//
// Test files still start from a clean browser: before a file's page opens, cookies and the origin's stored data
// (localStorage, IndexedDB, service workers, Cache Storage, file systems) are cleared; sessionStorage belongs to the
// page, which is new. When a file ends, its pages are closed, popups included. Only the HTTP cache is kept, which is
// what a user's browser keeps between visits. This relies on `concurrency: 1` (one test page at a time).
//
// With --watch a new context per file stays: edited sources must never come from the cache.
const STORED_DATA = 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems';

/** `createBrowserContext` and `createPage` options of wtr's playwrightLauncher. */
export function sharedContext({ watch = process.argv.includes('--watch') } = {}) {
  if (watch) return {};
  const contexts = new Map(); // browser → the promise of its one context
  return {
    createBrowserContext: async ({ browser }) => {
      if (!contexts.has(browser)) contexts.set(browser, browser.newContext());
      const context = await contexts.get(browser);
      // wtr closes the context at the end of each file: close that file's pages instead.
      return new Proxy(context, {
        get(target, prop) {
          if (prop === 'close') return () => Promise.all(target.pages().map((p) => p.close()));
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    // Clear before the page opens, so nothing of an earlier file is there when the test file loads.
    createPage: async ({ context, config }) => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const origin = `${config.protocol}//${config.hostname}:${config.port}`;
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED_DATA });
      await cdp.detach();
      await context.clearCookies();
      return page;
    },
  };
}
