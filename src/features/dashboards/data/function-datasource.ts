/**
 * Function datasources: each `function` data key's `funcBody(time, prevValue)` produces a value per
 * tick — once for latest widgets, the whole window then one point per interval for timeseries widgets. The
 * functions run in the script sandbox (lazily loaded); until it is ready a key has no data.
 */
import type { DataKeyConfig, KeyData } from '../../../widgets/widget-contract';
import type { UserFunction } from '../../../widgets/sandbox/js-sandbox';

/** Most points a generated series keeps (a function datasource is a demo source, not a store). */
const MAX_POINTS = 5000;

export class FunctionSeries {
  private readonly series = new Map<DataKeyConfig, { ts: number[]; values: unknown[] }>();
  private last = 0;

  constructor(
    private readonly keys: DataKeyConfig[],
    private readonly timeseries: boolean,
  ) {
    for (const k of keys) this.series.set(k, { ts: [], values: [] });
  }

  /**
   * Generate up to `now` with the given step. Returns whether anything changed. `fnOf` gives the compiled
   * function of a key or null (sandbox still loading).
   */
  tick(now: number, stepMs: number, windowMs: number, fnOf: (key: DataKeyConfig) => UserFunction | null): boolean {
    const step = Math.max(stepMs, 100);
    const start = this.last === 0 && this.timeseries ? now - windowMs : now;
    let changed = false;
    for (const key of this.keys) {
      const fn = fnOf(key);
      if (!fn) continue;
      const s = this.series.get(key)!;
      let t = this.last ? this.last + step : start;
      if (!this.timeseries) t = now;
      for (; t <= now; t += step) {
        const prev = s.values.length ? s.values[s.values.length - 1] : 0;
        let value: unknown;
        try {
          value = fn(t, prev);
        } catch {
          value = null;
        }
        if (this.timeseries) {
          s.ts.push(t);
          s.values.push(value);
        } else {
          s.ts = [t];
          s.values = [value];
        }
        changed = true;
      }
      if (this.timeseries) {
        let cut = 0;
        while (cut < s.ts.length && s.ts[cut]! < now - windowMs) cut++;
        cut = Math.max(cut, s.ts.length - MAX_POINTS);
        if (cut > 0) {
          s.ts = s.ts.slice(cut);
          s.values = s.values.slice(cut);
        } else {
          s.ts = [...s.ts];
          s.values = [...s.values];
        }
      }
    }
    if (changed) this.last = this.timeseries ? Math.floor(now / step) * step : now;
    return changed;
  }

  data(): KeyData[] {
    return this.keys.map((key) => ({ key, ...this.series.get(key)! }));
  }
}
