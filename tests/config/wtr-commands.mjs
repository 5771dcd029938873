// Server-side commands for browser tests (called with executeServerCommand from @web/test-runner-commands):
//   'iot-compat'      { path }          → text of a file under ../shared/compat (ThingsBoard exports, read at test time)
//   'iot-screenshot'  { name, fullPage } → PNG of the test page under tests/e2e/screenshots/ (git-ignored), to look at
//   'iot-viewport'    { width, height } → resize the page
//   'iot-manifest'    {}                → custom-elements.json freshly generated from elements/*.ts (text)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The manifest as `npm run build:manifest` makes it, written to a temporary directory (dist/ is left alone). */
function freshManifest(rootDir) {
  // Relative to the project: the analyzer joins its outdir to the working directory.
  mkdirSync(path.join(rootDir, '.tmp'), { recursive: true });
  const out = mkdtempSync(path.join(rootDir, '.tmp', 'cem-'));
  try {
    const cli = path.join(rootDir, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
    const config = path.join(rootDir, 'tests/config/cem.config.mjs');
    const r = spawnSync(process.execPath, [cli, 'analyze', '--config', config, '--quiet'], { cwd: rootDir, env: { ...process.env, IOT_CEM_OUTDIR: path.relative(rootDir, out) }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cem analyze failed: ${r.stderr}`);
    return readFileSync(path.join(out, 'custom-elements.json'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function iotCommands(rootDir) {
  const compatDir = path.resolve(rootDir, '../shared/compat');
  const shotsDir = path.join(rootDir, 'tests/e2e/screenshots');
  return {
    name: 'iot-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'iot-compat') {
        const file = path.resolve(compatDir, String(payload?.path ?? ''));
        if (!file.startsWith(compatDir + path.sep) || !existsSync(file)) return null;
        return readFileSync(file, 'utf8');
      }
      if (command === 'iot-screenshot') {
        const page = session.browser.getPage(session.id);
        mkdirSync(shotsDir, { recursive: true });
        const name = String(payload?.name ?? 'shot').replace(/[^a-z0-9._-]/gi, '_');
        await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: !!payload?.fullPage });
        return true;
      }
      if (command === 'iot-manifest') return freshManifest(rootDir);
      if (command === 'iot-viewport') {
        const page = session.browser.getPage(session.id);
        await page.setViewportSize({ width: Number(payload.width), height: Number(payload.height) });
        return true;
      }
      return undefined;
    },
  };
}
