// Server-side commands for browser tests (called with executeServerCommand from @web/test-runner-commands):
//   'iot-compat'      { path }          → text of a file under ../shared/compat (ThingsBoard exports, read at test time)
//   'iot-screenshot'  { name, fullPage, clip } → PNG of the test page (or of the `clip` rectangle) under
//                     tests/e2e/screenshots/ (git-ignored), to look at
//   'iot-viewport'    { width, height } → resize the page
//   'iot-screenshots-wanted'            → true when IOT_SCREENSHOTS=1 (screenshots meant only to be looked at locally)
//   'iot-insert-text' { text }          → text into the focused element as one input (as an input method commits it)
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

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
        const clip = payload?.clip ? { x: Number(payload.clip.x), y: Number(payload.clip.y), width: Number(payload.clip.width), height: Number(payload.clip.height) } : undefined;
        await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: !!payload?.fullPage, clip });
        return true;
      }
      if (command === 'iot-screenshots-wanted') return process.env.IOT_SCREENSHOTS === '1';
      if (command === 'iot-insert-text') {
        await session.browser.getPage(session.id).keyboard.insertText(String(payload?.text ?? ''));
        return true;
      }
      if (command === 'iot-viewport') {
        const page = session.browser.getPage(session.id);
        await page.setViewportSize({ width: Number(payload.width), height: Number(payload.height) });
        return true;
      }
      return undefined;
    },
  };
}
