/** Value types and validation of the single-value input widgets (input_widgets.update_*). Pure. */
import { numSetting } from '../common/format';

export type ValueType = 'integer' | 'double' | 'string' | 'boolean' | 'date' | 'image' | 'location';

/** Type alias → value type and destination. */
export function updateTarget(typeAlias: string): {
  type: ValueType;
  scope: 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'TIMESERIES';
} {
  const type =
    (['integer', 'double', 'string', 'boolean', 'date', 'image', 'location'] as ValueType[]).find((t) =>
      typeAlias.includes(`_${t}_`),
    ) ?? 'string';
  const scope = typeAlias.endsWith('_timeseries')
    ? 'TIMESERIES'
    : typeAlias.includes('_shared_')
      ? 'SHARED_SCOPE'
      : 'SERVER_SCOPE';
  return { type, scope };
}

/** Validation of a typed value (null when valid). */
export function validateValue(
  type: ValueType,
  text: string,
  s: Record<string, unknown>,
): 'required' | 'invalid' | 'min' | 'max' | null {
  const required = type !== 'boolean' && s.isRequired !== false;
  if (text.trim() === '') return required ? 'required' : null;
  if (type === 'integer' && !/^-?\d+$/.test(text.trim())) return 'invalid';
  if (type === 'double' && !Number.isFinite(Number(text))) return 'invalid';
  if (type === 'integer' || type === 'double') {
    const n = Number(text);
    if (s.minValue !== undefined && s.minValue !== null && s.minValue !== '' && n < numSetting(s.minValue, -Infinity))
      return 'min';
    if (s.maxValue !== undefined && s.maxValue !== null && s.maxValue !== '' && n > numSetting(s.maxValue, Infinity))
      return 'max';
  }
  if (type === 'string') {
    if (s.minLength !== undefined && s.minLength !== '' && text.length < numSetting(s.minLength, 0)) return 'min';
    if (s.maxLength !== undefined && s.maxLength !== '' && text.length > numSetting(s.maxLength, Infinity))
      return 'max';
  }
  return null;
}
