/**
 * Formatters bound to the language the widget renders in (its element's language), for widgets and their parts:
 * `fmt.value(21.456, 1, '°C')` → `21.5 °C` in en_US, `21,5 °C` in de_DE.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatKey, formatValue } from './format';
import type { KeyData } from '../widget-contract';

export interface WidgetFormat {
  lng: string;
  value(value: unknown, decimals?: number, units?: string, keepZeroDecimals?: boolean): string;
  key(kd: KeyData | undefined): string;
  dateTime(ts: number, withMillis?: boolean): string;
}

export function useWidgetFormat(): WidgetFormat {
  const { i18n } = useTranslation();
  const lng = i18n.language || 'en_US';
  return useMemo(
    () => ({
      lng,
      value: (value, decimals, units, keep = false) => formatValue(value, decimals, units, keep, lng),
      key: (kd) => formatKey(kd, lng),
      dateTime: (ts, withMillis = false) => formatDateTime(ts, withMillis, lng),
    }),
    [lng],
  );
}
