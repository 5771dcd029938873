// Playwright globalTeardown: stop the server from global-setup (SIGTERM, then SIGKILL after 10 s) and
// delete its temporary data dir.
import { rmSync } from 'node:fs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export default async function globalTeardown() {
  const pid = Number(process.env.IOT_E2E_SERVER_PID);
  if (pid && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (process.env.IOT_E2E_DATA_DIR) rmSync(process.env.IOT_E2E_DATA_DIR, { recursive: true, force: true });
}
