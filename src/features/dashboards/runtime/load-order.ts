/**
 * The order widget chunks load in: a type whose chunk is large (the map widgets, with Leaflet) starts loading once
 * the other widget chunks in flight have arrived and the widgets they bring have had a frame to render and paint.
 * Evaluating and drawing a map would otherwise take the frames in which a dashboard's tables and cards show their
 * first data. The wait is capped, so a slow or failing small chunk never holds a map back for long.
 */
import { isLargeWidgetLoader } from '../../../widgets/registry';

/** Longest a large chunk waits for the others (ms). */
export const LARGE_WAIT_CAP_MS = 1000;

const inFlight = new Set<Promise<unknown>>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** After the next paint (a frame, then a task); hidden tabs get no frames, so a timer stands in. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'undefined' || globalThis.document?.hidden) return done();
    requestAnimationFrame(done);
  });
}

async function afterOtherWidgets(): Promise<void> {
  // Loads started in the same pass (a preload loop, one render of the grid) are in flight after this.
  await Promise.resolve();
  const deadline = Date.now() + LARGE_WAIT_CAP_MS;
  while (inFlight.size > 0 && Date.now() < deadline)
    await Promise.race([Promise.allSettled([...inFlight]), sleep(deadline - Date.now())]);
  await afterNextPaint();
}

/**
 * `load` with its place in the order: small chunks load at once (and are tracked), large ones after them (`large`:
 * by default what the widget registry marks large).
 */
export function ordered<T>(load: () => Promise<T>, large = isLargeWidgetLoader(load)): () => Promise<T> {
  if (large) return () => afterOtherWidgets().then(load);
  return () => {
    const p = load();
    inFlight.add(p);
    const settle = () => inFlight.delete(p);
    p.then(settle, settle);
    return p;
  };
}
