/**
 * Validation of a configuration against a node form definition: every shown field is checked (required, number
 * bounds, non-blank text, the field's own check, and the inner rules of composite controls: relation queries,
 * credentials, JSON objects). Returns the message key per configuration key; an empty map means valid.
 */
import { isRequired, isShown, type Config, type FieldDef, type NodeFormDef } from './form-def';

const K = (name: string) => `tb.rulenode.${name}`;

function isBlank(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v).length === 0;
  return false;
}

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Inner rules of a relations query (`{direction, maxLevel, filters}` or the device variant). */
export function relationQueryError(v: unknown, device: boolean): string | null {
  const q = obj(v);
  if (q['direction'] !== 'FROM' && q['direction'] !== 'TO') return K('direction-required');
  const level = q['maxLevel'];
  if (level !== null && level !== undefined && (typeof level !== 'number' || !Number.isInteger(level) || level < 1))
    return K('max-relation-level-invalid');
  if (device) {
    const types = q['deviceTypes'];
    if (!Array.isArray(types) || types.length === 0) return K('device-types-required');
  }
  return null;
}

/** Inner rules of client credentials (`{type, username, password, caCert, cert, privateKey, sasKey}`). */
export function credentialsError(v: unknown): string | null {
  const c = obj(v);
  switch (c['type']) {
    case 'anonymous':
      return null;
    case 'basic':
      return isBlank(c['username']) ? K('username-required') : null;
    case 'sas':
      return isBlank(c['sasKey']) ? K('sas-key-required') : null;
    case 'cert.PEM':
      return isBlank(c['caCert']) && (isBlank(c['cert']) || isBlank(c['privateKey']))
        ? K('credentials-pem-hint')
        : null;
    default:
      return K('credentials-type-required');
  }
}

function numberError(f: Extract<FieldDef, { kind: 'number' }>, v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return K('number-invalid');
  if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) return f.rangeMsg ?? K('number-range');
  return null;
}

function fieldError(f: FieldDef, c: Config): string | null {
  const v = f.kind === 'entity' ? (c[f.key] ?? null) : c[f.key];
  if (isRequired(f, c) && (isBlank(v) || (f.kind === 'entity' && isBlank(c[f.typeKey]))))
    return f.requiredMsg ?? K('field-required');
  if (f.kind === 'number') {
    const e = numberError(f, v);
    if (e) return e;
  }
  if (f.kind === 'text' && f.nonBlank && typeof v === 'string' && v !== '' && v.trim() === '')
    return f.requiredMsg ?? K('field-required');
  if (f.kind === 'relation-query' && (isRequired(f, c) || !isBlank(v))) {
    const e = relationQueryError(v, !!f.device);
    if (e) return e;
  }
  if (f.kind === 'credentials') {
    const e = credentialsError(v);
    if (e) return e;
  }
  if (f.kind === 'json' && !isBlank(v) && (typeof v !== 'object' || Array.isArray(v))) return K('json-object-required');
  return f.check ? f.check(v, c) : null;
}

/** Message keys of the invalid shown fields, by configuration key (the first failing field of a key wins). */
export function validateConfig(def: NodeFormDef, c: Config): Map<string, string> {
  const errors = new Map<string, string>();
  for (const f of def.fields) {
    if (!isShown(f, c) || errors.has(f.key)) continue;
    const e = fieldError(f, c);
    if (e) errors.set(f.key, e);
  }
  return errors;
}

/** Polygon definition check: `[[lat, lon], …]` with at least three points (or a list of such polygons). */
export function polygonError(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  try {
    const raw: unknown = JSON.parse(v);
    const isPoint = (p: unknown) =>
      Array.isArray(p) && p.length >= 2 && p.every((x) => typeof x === 'number' && Number.isFinite(x));
    const polys = Array.isArray(raw) && isPoint(raw[0]) ? [raw] : raw;
    if (!Array.isArray(polys) || polys.length === 0) return K('polygon-definition-invalid');
    return polys.every((p) => Array.isArray(p) && p.length >= 3 && p.every(isPoint))
      ? null
      : K('polygon-definition-invalid');
  } catch {
    return K('polygon-definition-invalid');
  }
}
