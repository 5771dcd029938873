/**
 * Data post-processing of a data key (`postFuncBody(time, value, prevValue, timePrev, prevOrigValue)`), applied
 * in the script sandbox to every point; results are cached per received values array, so a frame that did not
 * bring new data does not run the function again.
 */
import type { KeyData } from '../../../widgets/widget-contract';
import type { UserFunction } from '../../../widgets/sandbox/js-sandbox';

export const POST_PROCESS_ARGS = ['time', 'value', 'prevValue', 'timePrev', 'prevOrigValue'];

const cache = new WeakMap<unknown[], unknown[]>();

/** Whether a key asks for post-processing (older exports have the body without the flag). */
export function wantsPostProcessing(kd: KeyData): boolean {
  return !!kd.key.postFuncBody?.trim() && kd.key.usePostProcessing !== false;
}

/** The key with post-processed values (unchanged when `fn` is null, i.e. the sandbox is still loading). */
export function postProcess(kd: KeyData, fn: UserFunction | null): KeyData {
  if (!fn || kd.values.length === 0) return kd;
  let out = cache.get(kd.values);
  if (!out) {
    out = new Array<unknown>(kd.values.length);
    let prev: unknown = 0;
    let prevTs = 0;
    let prevOrig: unknown = 0;
    for (let i = 0; i < kd.values.length; i++) {
      const ts = kd.ts[i]!;
      const orig = kd.values[i];
      let v: unknown;
      try {
        v = fn(ts, orig, prev, prevTs, prevOrig);
      } catch {
        v = orig;
      }
      out[i] = v;
      prev = v;
      prevTs = ts;
      prevOrig = orig;
    }
    cache.set(kd.values, out);
  }
  return { ...kd, values: out };
}
