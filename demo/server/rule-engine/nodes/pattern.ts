/**
 * Message patterns as ThingsBoard 3.3.1 fills them (TbNodeUtils.processPattern): `${key}` takes the metadata value,
 * `$[key]` (or `$[a.b]` for a nested field) a plain value of the message data when the data is a JSON object.
 * Unknown keys stay as written.
 */
import { dataJson, type TbMsg } from '../message.js';
import { fillPattern } from '../node-api.js';

function dataValue(data: unknown, path: string): string | undefined {
  let cur: unknown = data;
  for (const key of path.split('.')) {
    if (key === '' || cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  if (cur === null || cur === undefined || typeof cur === 'object') return undefined;
  return String(cur);
}

/** Fills `${metadataKey}` and `$[dataKey]` placeholders of a pattern from a message. */
export function fillMsgPattern(pattern: string, msg: TbMsg): string {
  const withMeta = fillPattern(pattern, msg.metadata);
  if (!withMeta.includes('$[')) return withMeta;
  const data = dataJson(msg);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return withMeta;
  return withMeta.replace(/\$\[([^\]]+)\]/g, (all, path: string) => dataValue(data, path) ?? all);
}

/** The `error` metadata value of a failed external call ("class <name>: <message>", as ThingsBoard writes it). */
export function errorText(err: unknown): string {
  const e = err instanceof Error ? err : new Error(String(err));
  return `class ${e.name}: ${e.message}`;
}
