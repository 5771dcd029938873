/**
 * Timezone picker: autocomplete filtering by name, showing "name (UTC±hh:mm)", a clear button and an optional
 * 'browser time' entry (null id). Required → timezone.timezone-required; no match → timezone.no-timezones-matching;
 * closed with no selection it falls back to the default zone, browser time, or the user's zone.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';
import {
  allTimezones,
  fallbackTimezone,
  filterTimezones,
  timezoneInfo,
  timezoneLabel,
  type TimezoneInfo,
} from './timezones';

export interface TimezonePickerProps {
  value: string | null;
  onChange(id: string | null): void;
  /** Offer a 'browser time' entry whose id is null. */
  browserTimeEntry?: boolean;
  defaultTimezone?: string | null;
  userTimezone?: string | null;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function TimezonePicker(props: TimezonePickerProps) {
  const { value, onChange, browserTimeEntry, defaultTimezone, userTimezone, label, required, disabled, testId } = props;
  const { t } = useTranslation();
  const browser: TimezoneInfo = { id: null, name: t('timezone.browser-time'), offset: '', nOffset: 0, abbr: '' };
  const selected: TimezoneInfo | null = value ? timezoneInfo(value) : browserTimeEntry ? browser : null;
  const chosen = useRef(selected);
  chosen.current = selected;
  const labelOf = (tz: TimezoneInfo) => (tz.id === null ? tz.name : timezoneLabel(tz));
  return (
    <Autocomplete<TimezoneInfo>
      label={label ?? t('timezone.timezone')}
      value={selected}
      onChange={(tz) => {
        chosen.current = tz;
        if (tz) onChange(tz.id);
      }}
      onBlur={() => {
        if (!chosen.current) onChange(fallbackTimezone({ defaultTimezone, browserTimeEntry, userTimezone }));
      }}
      search={async (text) => {
        const found = filterTimezones(text, allTimezones());
        const withBrowser = browserTimeEntry && browser.name.toLowerCase().includes(text.trim().toLowerCase());
        return withBrowser ? [browser, ...found] : found;
      }}
      getLabel={labelOf}
      getKey={(tz) => tz.id ?? '__browser__'}
      noMatchText={(text) => t('timezone.no-timezones-matching', { timezone: text })}
      debounceMs={0}
      required={required && !browserTimeEntry}
      requiredText={t('timezone.timezone-required')}
      disabled={disabled}
      testId={testId}
    />
  );
}
