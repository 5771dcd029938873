/** Widget values in the widget's language: ThingsBoard's decimals and units, the language's separator and digits. */
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/widgets/common/format';
import { fillPattern } from '../../../src/widgets/common/pattern';

describe('widget formats follow the language', () => {
  it('keeps en_US as ThingsBoard writes it', () => {
    expect(formatValue(21.456, 1, '°C')).toBe('21.5 °C');
    expect(formatValue(21.456, 1, '°C', false, 'en_US')).toBe('21.5 °C');
  });
  it('writes decimal commas in de_DE, without grouping, and drops zeros as ThingsBoard does', () => {
    expect(formatValue(21.456, 1, '°C', false, 'de_DE')).toBe('21,5 °C');
    expect(formatValue(1234.5, 2, undefined, false, 'de_DE')).toBe('1234,5');
    expect(formatValue(20, 2, undefined, true, 'de_DE')).toBe('20,00');
    expect(formatValue('on', 2, undefined, false, 'de_DE')).toBe('on');
  });
  it('writes Persian digits in fa_IR', () => {
    expect(formatValue(12.5, 1, undefined, false, 'fa_IR')).toBe('۱۲٫۵');
  });
  it('fills patterns in the language', () => {
    expect(fillPattern('T: ${t:1}', { t: { value: 21.46 } }, { lng: 'de_DE' })).toBe('T: 21,5');
    expect(fillPattern('T: ${t:1}', { t: { value: 21.46 } })).toBe('T: 21.5');
  });
});
