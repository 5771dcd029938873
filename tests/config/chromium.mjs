// One place for how tests launch Chromium (web-test-runner and Playwright e2e).
import { existsSync } from 'node:fs';

/**
 * Debian's chromium (CI installs it with apt; Playwright's own browser downloads are not reachable here). With neither
 * CHROME_PATH nor /usr/bin/chromium, executablePath stays unset and Playwright uses its own browser.
 */
export const chromiumExecutable =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Playwright `launchOptions`. */
export const chromiumLaunchOptions = {
  headless: true,
  ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}),
  args: [
    '--no-sandbox', // CI runs as root
    '--disable-dev-shm-usage', // Debian's wrapper fails to add it itself (its `findmnt` check trips over a /dev/shm listed twice)
    '--disable-gpu',
    // No traffic to Google services: CI has no internet and the calls only add latency and noise.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // Headless Chromium still builds its browser UI: every new context (one per e2e test and per bench run) pre-renders
    // the omnibox popup and reload-button WebUI pages in an extra renderer, measured at ~250 ms of CPU each, taken
    // from the page under test on a 2-core machine. 8 new contexts: 2.9 s → 2.0 s without them.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PrewarmWebUIContents,WebUIReloadButtonPrewarmWebUI',
  ],
};
