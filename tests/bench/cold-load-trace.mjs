// One cold load under the Chrome DevTools protocol's Tracing, summarised without wall-clock noise mattering much:
// the main thread's time per script (compile and evaluation, by file), per kind of work (parse HTML, style, layout,
// paint, GC, other tasks), the module fetch waterfall (how many sequential levels the scripts arrived in) and each
// request's start and end, all in ms from navigation start. Used by public-dashboard.mjs (PUBLIC_BENCH_TRACE=<file>).
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'netlog',
].join(',');

/** Start tracing on a page's CDP session; resolves to `stop()`, which resolves to the trace's events. */
export async function startTrace(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    events.profile = profile;
    return events;
  };
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(inline)');
const scriptUrl = (e) => e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.fileName ?? e.args?.url ?? '';

/** The renderer main thread of the traced page: the CrRendererMain thread whose events mention our page. */
function mainThread(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let most = -1;
  for (const m of mains) {
    const n = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
    if (n > most) [best, most] = [m, n];
  }
  return best;
}

/**
 * The sampled CPU profile's self time (ms) per script and per function between two moments (trace ms), heaviest first.
 * Profile and trace share one clock (microseconds).
 */
function selfTime(profile, t0, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byUrl = new Map();
  const byFn = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
    const at = (t - t0) / 1000;
    if (at < from || at >= to) continue;
    const { callFrame } = byId.get(profile.samples[i]);
    if (!callFrame.url && /^\((idle|program)\)$/.test(callFrame.functionName)) continue;
    const url = short(callFrame.url).split('/').pop() || callFrame.functionName;
    const fn = `${callFrame.functionName || '(anonymous)'}@${url}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    byUrl.set(url, (byUrl.get(url) ?? 0) + next / 1000);
    byFn.set(fn, (byFn.get(fn) ?? 0) + next / 1000);
  }
  const top = (m, n) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { byUrl: top(byUrl, 12), byFn: top(byFn, 20) };
}

/** Summarise a trace: main-thread work by script and by kind, the request timeline, the script waterfall levels. */
export function summarise(events, firstData) {
  const main = mainThread(events);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid) ?? events.find((e) => e.ts > 0);
  const t0 = nav.ts;
  const ms = (us) => us / 1000;
  const at = (e) => ms(e.ts - t0);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const until = firstData ?? Infinity;
  const before = onMain.filter((e) => at(e) < until);
  const byScript = new Map();
  const add = (key, what, dur) => {
    const row = byScript.get(key) ?? { compile: 0, evaluate: 0 };
    row[what] += ms(dur);
    byScript.set(key, row);
  };
  for (const e of before) {
    if (/^v8\.compile(Module)?$/.test(e.name) || e.name === 'v8.parseOnBackground')
      add(short(scriptUrl(e)), 'compile', e.dur);
    else if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') add(short(scriptUrl(e)), 'evaluate', e.dur);
  }
  // Top-level tasks: what the main thread was busy with before the first data, by the task's dominant child.
  const tasks = before.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const busy = tasks.reduce((s, e) => s + ms(e.dur), 0);
  const KINDS = {
    ParseHTML: 'parse HTML',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
    Layerize: 'paint',
    MajorGC: 'GC',
    MinorGC: 'GC',
    'V8.GC_SCAVENGER': 'GC',
    FunctionCall: 'JS (callbacks)',
    TimerFire: 'JS (callbacks)',
    EventDispatch: 'JS (callbacks)',
    FireAnimationFrame: 'JS (callbacks)',
    RunMicrotasks: 'JS (microtasks)',
    'v8.evaluateModule': 'JS (module evaluation)',
    EvaluateScript: 'JS (module evaluation)',
    'v8.compileModule': 'compile',
    'v8.compile': 'compile',
  };
  const byKind = {};
  for (const e of before) {
    const kind = KINDS[e.name];
    if (kind) byKind[kind] = (byKind[kind] ?? 0) + ms(e.dur);
  }
  const longTasks = tasks.filter((e) => e.dur > 50_000).map((e) => `${at(e).toFixed(0)}+${ms(e.dur).toFixed(0)}`);
  // Requests: sent and finished, from the renderer's resource events.
  const sent = new Map();
  const requests = [];
  for (const e of events) {
    const d = e.args?.data;
    if (e.name === 'ResourceSendRequest' && d) sent.set(d.requestId, { url: d.url, start: at(e) });
    if (e.name === 'ResourceFinish' && d && sent.has(d.requestId))
      requests.push({ ...sent.get(d.requestId), end: at(e) });
  }
  // The telemetry socket: created, handshake sent and answered.
  for (const name of ['WebSocketCreate', 'WebSocketSendHandshakeRequest', 'WebSocketReceiveHandshakeResponse']) {
    const e = events.find((x) => x.name === name && x.pid === main.pid);
    if (e) requests.push({ url: `(ws ${name.replace(/^WebSocket/, '')})`, start: at(e), end: at(e) });
  }
  requests.sort((a, b) => a.start - b.start);
  // Script waterfall: a script whose request left after the previous level's last script finished is a new level.
  const scripts = requests.filter((r) => /\.m?js(\?|$)/.test(r.url));
  let levels = 0;
  let levelEnd = -Infinity;
  for (const s of scripts) {
    if (s.start >= levelEnd) {
      levels++;
      levelEnd = Infinity;
    }
    levelEnd = Math.min(levelEnd === Infinity ? s.end : Math.max(levelEnd, s.end), s.end);
  }
  // The main thread between the milestones of the load: busy ms in each window (top-level tasks, clipped).
  const marks = [0, ...requests.filter((r) => r.url.includes('/api/')).flatMap((r) => [r.start, r.end]), until]
    .filter((t) => t <= until)
    .sort((a, b) => a - b);
  const windows = [];
  for (let i = 1; i < marks.length; i++) {
    const [from, to] = [marks[i - 1], marks[i]];
    if (to - from < 1) continue;
    const b = tasks.reduce((sum, e) => sum + Math.max(0, Math.min(to, at(e) + ms(e.dur)) - Math.max(from, at(e))), 0);
    windows.push(`${from.toFixed(0)}–${to.toFixed(0)} ${((100 * b) / (to - from)).toFixed(0)}%`);
  }
  const dashboardIn = requests.find((r) => /\/api\/dashboard\/[0-9a-f-]{36}/.test(r.url))?.end ?? 0;
  const profile = events.profile ? selfTime(events.profile, t0, dashboardIn, until) : null;
  const profileBefore = events.profile ? selfTime(events.profile, t0, 0, dashboardIn) : null;
  return {
    busy,
    tasks: tasks.length,
    longTasks,
    byKind,
    byScript,
    requests,
    scriptCount: scripts.length,
    levels,
    windows,
    dashboardIn,
    profile,
    profileBefore,
  };
}

/** Print a summary as a few readable lines. */
export function printSummary(label, s) {
  const f = (x) => x.toFixed(1);
  console.log(
    `${label}: main thread busy ${f(s.busy)} ms in ${s.tasks} tasks before first data; long tasks ${s.longTasks.join(', ') || 'none'}`,
  );
  console.log(
    `  by kind: ${Object.entries(s.byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${f(v)}`)
      .join(', ')}`,
  );
  const rows = [...s.byScript.entries()].sort((a, b) => b[1].compile + b[1].evaluate - a[1].compile - a[1].evaluate);
  console.log(
    `  by script (compile + evaluate ms): ${rows
      .slice(0, 15)
      .map(([u, r]) => `${u.split('/').pop()} ${f(r.compile)}+${f(r.evaluate)}`)
      .join(', ')}`,
  );
  console.log(`  scripts: ${s.scriptCount} in ${s.levels} sequential levels`);
  console.log(`  main thread busy between API milestones: ${s.windows.join(', ')}`);
  const list = (rows) => rows.map(([k, v]) => `${k} ${f(v)}`).join(', ');
  if (s.profileBefore) {
    console.log(`  CPU before the dashboard arrives, by script: ${list(s.profileBefore.byUrl)}`);
    console.log(`  … by function: ${list(s.profileBefore.byFn)}`);
  }
  if (s.profile) {
    console.log(
      `  CPU after the dashboard arrives (${s.dashboardIn.toFixed(0)} ms), by script: ${list(s.profile.byUrl)}`,
    );
    console.log(`  … by function: ${list(s.profile.byFn)}`);
  }
  console.log(
    `  requests: ${s.requests
      .map(
        (r) =>
          `${short(r.url)
            .replace(/[0-9a-f-]{36}/g, ':id')
            .replace(/^\/dist\/chunks\//, '')} ${r.start.toFixed(0)}–${r.end.toFixed(0)}`,
      )
      .join(', ')}`,
  );
}
