#!/usr/bin/env node
/* global document, window, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
// Rule chain editor benchmark: a generated chain of EDITOR_BENCH_NODES nodes and EDITOR_BENCH_LINKS links (default
// 1000 and 1500), opened in Chromium in the standalone `<iot-rule-chain-editor>` page against the real server
// (dist/server/main.mjs, fresh data dir). Measures: open time (navigation start → the first frame drawn after every
// node and edge is in the DOM, React Flow's measuring of the nodes included), cold and warm (second open, chunks
// cached); drag frame rate (frames the page produced per second while one node is pressed and dragged for 1.5 s; best
// of up to 3 open-and-drag runs); the release of the dragged node: the longest main-thread task from the mouse button
// going up to the end of the second frame after it (a trace of the page's main thread, devtools.timeline), and the
// time from the release until the first frame after it is done.
// Targets: open ≤ 1500 ms at 1000 nodes (1000 ms up to 300), drag ≥ 55 fps, release's longest task ≤ 50 ms. Prints a
// table; exits 1 when a target is missed.
// How the drag is driven and counted, and why: a real mouse reports many moves per frame and Chromium hands the page
// one (coalesced) move per frame, so a drag asks the editor for a new position on every frame. The moves are real input
// (CDP Input.dispatchMouseEvent, the same path as a mouse), paced by the page's own frames: each requestAnimationFrame
// callback tells the bench through a CDP binding (a one-way message, no round trip), which sends the next move at
// once, with at most two unanswered. When the page keeps up that is one move per frame (about 60 a second); when it
// falls behind, fewer, as with a mouse. The frames counted are the page's requestAnimationFrame callbacks from before
// the press to the release (hover, press, the drag start and every move), each a frame the page drew. The moves per
// second are printed beside the frame rate. Waiting for each move (Playwright's mouse.move, answered at the page's
// next frame) and then for a frame, as this bench did before, delivered some 21 moves a second: two frames of three
// had no move in them and counted as drag frames all the same.
// The build measured is this checkout's (EDITOR_BENCH_ROOT=<another checkout> measures that one's dist, for A/B runs).
// Smoke size (IOT_BENCH_SMOKE=1): 30 nodes, 40 links, one 0.3 s drag, targets not checked.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../config/chromium.mjs';
import { startBuiltServer } from '../config/start-built-server.mjs';
import { figure, size, verdict } from './bench-env.mjs';

const root = path.resolve(
  process.env.EDITOR_BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
);
const NODES = Number(process.env.EDITOR_BENCH_NODES ?? size(1000, 30));
const LINKS = Number(process.env.EDITOR_BENCH_LINKS ?? size(1500, 40));
const TARGET_OPEN_MS = NODES > 300 ? 1500 : 1000;
const TARGET_FPS = 55;
/** The longest main-thread task from the release of the dragged node to the end of the second frame after it. */
const TARGET_RELEASE_MS = 50;
const DRAG_MS = size(1500, 300);
const DRAG_RUNS = size(3, 1);
/** The node dragged: one in the middle of the chain. */
const DRAGGED = `Node ${Math.min(130, Math.floor(NODES / 2))}`;

const CLASSES = [
  ['filter.TbJsFilterNode', 'True', { jsScript: 'return msg.temperature > 20;' }],
  ['transform.TbTransformMsgNode', 'Success', { jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' }],
  ['telemetry.TbMsgTimeseriesNode', 'Success', { defaultTTL: 0 }],
  ['filter.TbMsgTypeSwitchNode', 'Post telemetry', { version: 0 }],
  ['action.TbLogNode', 'Success', { jsScript: "return 'x';" }],
  [
    'metadata.TbGetAttributesNode',
    'Success',
    {
      clientAttributeNames: [],
      sharedAttributeNames: [],
      serverAttributeNames: [],
      latestTsKeyNames: [],
      tellFailureIfAbsent: true,
      getLatestValueWithTs: false,
    },
  ],
];

/** NODES nodes on a 20-column grid; NODES - 1 links along the chain plus skips forward up to LINKS in all. */
export function generateChain() {
  const nodes = Array.from({ length: NODES }, (_, i) => {
    const [cls, , configuration] = CLASSES[i % CLASSES.length];
    return {
      type: `org.thingsboard.rule.engine.${cls}`,
      name: `Node ${i}`,
      debugMode: i % 17 === 0,
      configuration,
      additionalInfo: {
        layoutX: 80 + (i % 20) * 240,
        layoutY: 80 + Math.floor(i / 20) * 130,
      },
    };
  });
  const relation = (i) => CLASSES[i % CLASSES.length][1];
  const connections = [];
  for (let i = 0; i < NODES - 1; i += 1) connections.push({ fromIndex: i, toIndex: i + 1, type: relation(i) });
  for (let k = 0; connections.length < LINKS; k += 1) {
    const from = (k * 7) % (NODES - 5);
    connections.push({
      fromIndex: from,
      toIndex: from + 2 + (k % 3),
      type: 'Failure',
    });
  }
  return { firstNodeIndex: 0, nodes, connections, ruleChainConnections: null };
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iot-bench-'));
  // The server of the checkout measured (it serves that checkout's dist/).
  const entry = path.join(root, 'dist/server/main.mjs');
  const server = await startBuiltServer({ dataDir, entry, stderr: 'ignore' });
  return {
    url: server.url,
    // The data dir goes once the server has exited (it writes there until then).
    stop: () => server.stop().then(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

async function api(url, session, method, p, body) {
  const r = await fetch(url + p, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { 'X-Authorization': `Bearer ${session.token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${await r.text()}`);
  return r.json();
}

/** ms from navigation start until every node and edge is in the DOM, and until the frame showing them is drawn. */
async function openTime(page, url, id) {
  await page.goto(`${url}/rule-chain.html?id=${id}`);
  // Checked in each frame's requestAnimationFrame: the frame in which every node and link is first in the DOM is
  // drawn after its callbacks (style, layout, React Flow measuring the nodes, which re-renders them, then paint), so
  // the chain is on screen at the next frame's callbacks. `dom` is the first moment, `painted` the second.
  const handle = await page.waitForFunction(
    ({ nodes, edges }) => {
      const w = window;
      if (w.__openPainted) return { dom: w.__openInDom, painted: w.__openPainted };
      if (w.__openInDom) return false;
      const host = document.querySelector('iot-rule-chain-editor');
      const r = host?.shadowRoot;
      if (!r) return false;
      const shown = r.querySelectorAll('.react-flow__node').length;
      const paths = r.querySelectorAll('[data-testid="edge"]').length;
      if (shown !== nodes || paths < edges) return false;
      w.__openInDom = performance.now();
      requestAnimationFrame(() => (w.__openPainted = performance.now()));
      return false;
    },
    { nodes: NODES + 1, edges: LINKS + 1 },
    { polling: 'raf', timeout: 60_000 },
  );
  const { dom, painted } = await handle.jsonValue();
  return { dom: Math.round(dom), painted: Math.round(painted) };
}

/** Frames per second of the page while nothing changes: what this machine gives any page right now. */
async function idleFps(page) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const frames = [];
        const tick = (t) => {
          frames.push(t);
          if (t - frames[0] < ms) requestAnimationFrame(tick);
          else resolve(Math.round(((frames.length - 1) / (t - frames[0])) * 1000 * 10) / 10);
        };
        requestAnimationFrame(tick);
      }),
    1000,
  );
}

/** Moves sent and not yet answered by the browser, at most: more would only queue up behind a slow frame. */
const MAX_IN_FLIGHT = 2;

/** Where the pointer is `ms` into the drag: the path a move per 60 Hz frame traced in earlier versions of this bench. */
const dragPoint = (x, y, ms) => {
  const i = ms / (1000 / 60);
  return { x: x + Math.sin(i / 10) * 150, y: y + Math.cos(i / 13) * 80 };
};

/** Frames per second from hover to release, and moves per second of the drag (see the header). */
async function dragFps(page) {
  const node = page.locator('.react-flow__node', {
    has: page.locator(`[data-name="${DRAGGED}"]`),
  });
  const box = await node.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.addBinding', { name: '__benchFrame' });
  let pressed = false;
  let start = null;
  let moves = 0;
  let inFlight = 0;
  const dragged = new Promise((resolve, reject) => {
    // The page's frames drive the drag: if they stop, the run fails instead of waiting for ever.
    const timer = setTimeout(() => reject(new Error('the page drew no frame for the drag in 60 s')), 60_000);
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== '__benchFrame' || !pressed) return;
      const now = Number(payload);
      start ??= now;
      if (now - start >= DRAG_MS) {
        clearTimeout(timer);
        return resolve((moves / (now - start)) * 1000);
      }
      if (inFlight >= MAX_IN_FLIGHT) return;
      inFlight += 1;
      moves += 1;
      const to = dragPoint(x, y, now - start);
      cdp
        .send('Input.dispatchMouseEvent', {
          type: 'mouseMoved',
          ...to,
          button: 'left',
          buttons: 1,
        })
        .then(() => (inFlight -= 1), reject);
    });
  });
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    w.__stop = false;
    const tick = (t) => {
      w.__frames.push(t);
      w.__benchFrame(String(t));
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  pressed = true;
  const movesPerSecond = await dragged;
  const frames = await page.evaluate(() => {
    window.__stop = true;
    return window.__frames;
  });
  const released = await release(page, cdp);
  await cdp.detach();
  const inDrag = frames.slice(2);
  const fps = ((inDrag.length - 1) / (inDrag[inDrag.length - 1] - inDrag[0])) * 1000;
  return { fps: Math.round(fps * 10) / 10, moves: Math.round(movesPerSecond), ...released };
}

/** The renderer's top-level tasks (their names differ between Chromium versions). */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The release of the dragged node (see the header): the mouse button goes up under a trace of the page's main thread.
 * The page marks the release (a window listener, in the capture phase, on `pointerup`), then the end of the second
 * frame after it (a task posted from that frame's requestAnimationFrame, so it runs once the frame's own work is
 * done); `frame` is the time from the release to the end of the first frame, read in the page.
 */
async function release(page, cdp) {
  await page.evaluate(() => {
    const w = window;
    w.__released = new Promise((resolve) => {
      const afterFrame = (then) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => then(performance.now());
          channel.port2.postMessage(null);
        });
      const up = (e) => {
        window.removeEventListener('pointerup', up, true);
        console.timeStamp('iot-bench-release');
        afterFrame((first) =>
          afterFrame(() => {
            console.timeStamp('iot-bench-frames');
            resolve(first - e.timeStamp);
          }),
        );
      };
      window.addEventListener('pointerup', up, true);
    });
  });
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  await page.mouse.up();
  const frame = await page.evaluate(() => window.__released);
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const mark = (name) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === name);
  const from = mark('iot-bench-release');
  const to = mark('iot-bench-frames');
  if (!from || !to) throw new Error('the trace of the release has no marks');
  // Every task of the page's main thread that ran between the two marks (the one holding the release included).
  const tasks = events.filter(
    (e) =>
      e.pid === from.pid &&
      e.tid === from.tid &&
      e.ph === 'X' &&
      TASK_NAMES.has(e.name) &&
      e.ts <= to.ts &&
      e.ts + e.dur >= from.ts,
  );
  const longest = Math.max(0, ...tasks.map((e) => e.dur)) / 1000;
  return { releaseTask: Math.round(longest * 10) / 10, releaseFrame: Math.round(frame * 10) / 10 };
}

export async function runEditorBench() {
  const { url, stop } = await startServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const session = await api(url, null, 'POST', '/api/auth/login', {
      username: 'tenant@thingsboard.org',
      password: 'tenant',
    });
    const chain = await api(url, session, 'POST', '/api/ruleChain', {
      name: `Bench ${NODES} nodes`,
    });
    await api(url, session, 'POST', '/api/ruleChain/metadata', {
      ruleChainId: chain.id,
      ...generateChain(),
    });
    const context = await browser.newContext({
      viewport: { width: 1600, height: 1000 },
    });
    await context.addInitScript(({ token, refreshToken }) => {
      const now = Date.now();
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('jwt_token_expiration', String(now + 3_600_000));
      localStorage.setItem('refresh_token', refreshToken);
      localStorage.setItem('refresh_token_expiration', String(now + 86_400_000));
    }, session);
    const page = await context.newPage();
    // Best of several runs: other processes on the machine can only make a run slower, never faster, so the best
    // run is the estimate of what the editor itself costs (the load average is printed next to the figures).
    const idle = await idleFps(page);
    const cold = await openTime(page, url, chain.id.id);
    // Each drag on a freshly opened chain (a drag leaves the node selected and moved); each open is a warm sample.
    let warm = { dom: Infinity, painted: Infinity };
    let fps = 0;
    let moves = 0;
    let releaseTask = Infinity;
    let releaseFrame = Infinity;
    for (
      let i = 0;
      i < DRAG_RUNS && (fps < TARGET_FPS || warm.painted > TARGET_OPEN_MS || releaseTask > TARGET_RELEASE_MS);
      i += 1
    ) {
      const open = await openTime(page, url, chain.id.id);
      if (open.painted < warm.painted) warm = open;
      const drag = await dragFps(page);
      if (drag.fps > fps) ({ fps, moves } = drag);
      // The best release (with the time to its frame) of the runs, for the same reason as the best drag.
      if (drag.releaseTask < releaseTask) ({ releaseTask, releaseFrame } = drag);
    }
    return { cold, warm, fps, moves, releaseTask, releaseFrame, idle };
  } finally {
    await browser.close();
    await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await runEditorBench();
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  console.log(
    `rule chain editor: ${NODES} nodes, ${LINKS} links (Chromium headless, ${os.cpus().length} CPUs, load average ${load}); idle page ${figure('idle page', r.idle, 'fps')} fps; drag input ${figure('drag moves', r.moves, '/s')} moves/s; release: next frame after ${figure('release frame', r.releaseFrame, 'ms')} ms`,
  );
  for (const kind of ['cold', 'warm'])
    console.log(
      `  open, ${kind}: every node and link in the DOM at ${r[kind].dom} ms, on screen at ${r[kind].painted} ms`,
    );
  const ok = [
    verdict('open, cold', r.cold.painted, 'ms', TARGET_OPEN_MS, false, 1),
    verdict('open, warm', r.warm.painted, 'ms', TARGET_OPEN_MS, false, 1),
    verdict('drag', r.fps, 'fps', TARGET_FPS, true, 1),
    verdict('release, longest task', r.releaseTask, 'ms', TARGET_RELEASE_MS, false, 1),
  ];
  process.exit(ok.every(Boolean) ? 0 : 1);
}
