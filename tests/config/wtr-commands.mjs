// Server-side commands for browser tests (called with executeServerCommand from @web/test-runner-commands):
//   'iot-corpus'      { source, kind }   → { files: [{ name, text }] } of the ThingsBoard JSON files of one kind (dashboards,
//                                          rule_chains, widget_bundles) from 'fixtures' or 'compat' (tests/fixtures/corpus.mjs);
//                                          { files: null } when the compat folder is not configured (a null answer would
//                                          mean "unknown command" to web-test-runner)
//   'iot-screenshot'  { name, fullPage, clip } → PNG of the test page (or of the `clip` rectangle) under
//                                          tests/e2e/screenshots/ (git-ignored), to look at; only with IOT_SCREENSHOTS=1
//                                          (nothing compares them), else nothing is taken
//   'iot-viewport'    { width, height } → resize the page
//   'iot-screenshots-wanted'            → true when IOT_SCREENSHOTS=1 (screenshots meant only to be looked at locally)
//   'iot-insert-text' { text }          → text into the focused element as one input (as an input method commits it)
//   'iot-manifest'    {}                → custom-elements.json freshly generated from elements/*.ts (text)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { corpusFiles, sourceDir } from '../fixtures/corpus.mjs';

/** The manifest as `npm run build:manifest` makes it, written to a temporary directory (dist/ is left alone). */
function freshManifest(rootDir) {
  // Relative to the project: the analyzer joins its outdir to the working directory.
  mkdirSync(path.join(rootDir, '.tmp'), { recursive: true });
  const out = mkdtempSync(path.join(rootDir, '.tmp', 'cem-'));
  try {
    const cli = path.join(rootDir, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
    const config = path.join(rootDir, 'tests/config/cem.config.mjs');
    const r = spawnSync(process.execPath, [cli, 'analyze', '--config', config, '--quiet'], {
      cwd: rootDir,
      env: { ...process.env, IOT_CEM_OUTDIR: path.relative(rootDir, out) },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`cem analyze failed: ${r.stderr}`);
    return readFileSync(path.join(out, 'custom-elements.json'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function iotCommands(rootDir) {
  const shotsDir = path.join(rootDir, 'tests/e2e/screenshots');
  return {
    name: 'iot-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'iot-corpus') {
        const source = String(payload?.source);
        if (!sourceDir(source)) return { files: null };
        return {
          files: corpusFiles(source, String(payload?.kind)).map((f) => ({
            name: f.name,
            text: readFileSync(f.path, 'utf8'),
          })),
        };
      }
      if (command === 'iot-screenshot') {
        if (process.env.IOT_SCREENSHOTS !== '1') return true;
        const page = session.browser.getPage(session.id);
        mkdirSync(shotsDir, { recursive: true });
        const name = String(payload?.name ?? 'shot').replace(/[^a-z0-9._-]/gi, '_');
        const clip = payload?.clip
          ? {
              x: Number(payload.clip.x),
              y: Number(payload.clip.y),
              width: Number(payload.clip.width),
              height: Number(payload.clip.height),
            }
          : undefined;
        await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: !!payload?.fullPage, clip });
        return true;
      }
      if (command === 'iot-screenshots-wanted') return process.env.IOT_SCREENSHOTS === '1';
      if (command === 'iot-insert-text') {
        await session.browser.getPage(session.id).keyboard.insertText(String(payload?.text ?? ''));
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
