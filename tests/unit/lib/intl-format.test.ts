/** Formats that follow the console language (src/lib/intl-format.ts); en_US keeps ThingsBoard's own formats. */
import { describe, expect, it } from 'vitest';
import { formatDateTime, localizeDecimal, toBcp47 } from '../../../src/lib/intl-format';
import { formatNumber, formatRelativeTime } from '../../../src/lib/intl-styles';

const TS = Date.UTC(2021, 10, 22, 9, 5, 7); // 2021-11-22 09:05:07 UTC

describe('intl-format', () => {
  it('maps ThingsBoard language codes to BCP-47 tags', () => {
    expect(toBcp47('de_DE')).toBe('de-DE');
    expect(toBcp47('ja_JA')).toBe('ja-JP');
    expect(toBcp47(undefined)).toBe('en-US');
  });

  it('writes decimals with the language separator and digits, keeping toFixed rounding', () => {
    expect(localizeDecimal('-12.50', 'en_US')).toBe('-12.50');
    expect(localizeDecimal('-12.50', 'de_DE')).toBe('-12,50');
    expect(localizeDecimal('1234.5', 'de_DE')).toBe('1234,5'); // no grouping: widget values as ThingsBoard shows them
    expect(localizeDecimal('12.5', 'zh_CN')).toBe('12.5');
    expect(localizeDecimal('-12.5', 'fa_IR')).toBe('\u200e−۱۲٫۵');
    expect(localizeDecimal('on', 'de_DE')).toBe('on');
  });

  it('groups counts in the language', () => {
    expect(formatNumber(1234567, 'en_US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de_DE')).toBe('1.234.567');
  });

  it('keeps ThingsBoard date format in en_US and follows the language elsewhere, in the given zone', () => {
    expect(formatDateTime(TS, 'en_US', { timeZone: 'UTC' })).toBe('2021-11-22 09:05:07');
    expect(formatDateTime(TS, 'en_US', { timeZone: 'Europe/Berlin', noSeconds: true })).toBe('2021-11-22 10:05');
    expect(formatDateTime(TS, 'de_DE', { timeZone: 'UTC' })).toBe('22.11.2021, 09:05:07');
    expect(formatDateTime(TS, 'zh_CN', { timeZone: 'UTC' })).toBe('2021/11/22 09:05:07');
    expect(formatDateTime(TS, 'fa_IR', { timeZone: 'UTC', part: 'date' })).toBe('۱۴۰۰/۰۹/۰۱');
    expect(formatDateTime(TS, 'de_DE', { timeZone: 'UTC', part: 'time', noSeconds: true })).toBe('09:05');
    expect(formatDateTime(null, 'de_DE')).toBe('');
  });

  it('says relative times in the language', () => {
    const now = TS + 5 * 60_000;
    expect(formatRelativeTime(TS, 'en_US', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(TS, 'de_DE', now)).toBe('vor 5 Minuten');
    expect(formatRelativeTime(now + 2 * 86_400_000, 'en_US', now)).toBe('in 2 days');
    expect(formatRelativeTime(now, 'en_US', now)).toBe('now');
  });
});

describe('intl-format milliseconds', () => {
  it('adds milliseconds in every language', () => {
    expect(formatDateTime(TS + 42, 'en_US', { timeZone: 'UTC', millis: true })).toBe('2021-11-22 09:05:07.042');
    expect(formatDateTime(TS + 42, 'de_DE', { timeZone: 'UTC', millis: true })).toBe('22.11.2021, 09:05:07,042');
  });
});
