/**
 * `${name}` / `${name:decimals}` placeholders of widget settings (labels, tooltips, markdown, QR text), filled from
 * a datasource row: data keys by label (then by name), plus entityName, entityLabel, entityType, aliasName.
 * HTML callers must escape values (`escape: true`) before sanitising the result.
 */
import type { DatasourceData } from '../widget-contract';
import { formatValue, latestValue } from './format';

/** Values of one datasource row by placeholder name, with each key's decimals and units. */
export function rowVariables(
  d: DatasourceData | undefined,
): Record<string, { value: unknown; decimals?: number; units?: string }> {
  const vars: Record<string, { value: unknown; decimals?: number; units?: string }> = {};
  if (!d) return vars;
  for (const k of d.keys) {
    const entry = { value: latestValue(k), decimals: k.key.decimals };
    vars[k.key.name] ??= entry;
    vars[k.key.label] = entry;
  }
  vars.entityName = { value: d.entity?.name ?? d.name };
  vars.entityLabel = { value: d.entity?.label || d.entity?.name || d.name };
  vars.entityType = { value: d.entity?.entityType ?? '' };
  vars.aliasName = { value: d.aliasName ?? '' };
  vars.deviceName = vars.entityName;
  return vars;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/** Fill `${…}` placeholders (numbers in the language `opts.lng`, en_US by default); unknown names become ''. */
export function fillPattern(
  pattern: string,
  vars: Record<string, { value: unknown; decimals?: number; units?: string }>,
  opts: { escape?: boolean; lng?: string } = {},
): string {
  return pattern.replace(/\$\{([^}:]+)(?::(\d+))?\}/g, (_m, name: string, dec: string | undefined) => {
    const v = vars[name.trim()];
    if (!v) return '';
    const decimals = dec !== undefined ? Number(dec) : typeof v.value === 'number' ? v.decimals : undefined;
    const text = formatValue(v.value, decimals, undefined, false, opts.lng);
    return opts.escape ? escapeHtml(text) : text;
  });
}
