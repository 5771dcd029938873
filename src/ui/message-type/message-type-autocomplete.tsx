/**
 * Message type autocomplete: known rule-engine message types shown by display name, free text accepted (a custom
 * type); required → rulenode.message-type-required. Emits the type id (e.g. POST_TELEMETRY_REQUEST).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';
import { MESSAGE_TYPES, messageTypeKey } from './message-types';

export interface MessageTypeAutocompleteProps {
  value: string | null;
  onChange(type: string | null): void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** External error, e.g. the required message after a submit attempt. */
  error?: string | null;
  testId?: string;
}

export function MessageTypeAutocomplete({
  value,
  onChange,
  label,
  required,
  disabled,
  error,
  testId,
}: MessageTypeAutocompleteProps) {
  const { t } = useTranslation();
  const known = new Set<string>(MESSAGE_TYPES);
  const name = (type: string) => (known.has(type) ? t(messageTypeKey(type)) : type);
  return (
    <Autocomplete<string>
      label={label ?? t('rulenode.message-type')}
      value={value}
      onChange={onChange}
      search={async (text) => {
        const q = text.trim().toLowerCase();
        return MESSAGE_TYPES.filter((m) => name(m).toLowerCase().includes(q) || m.toLowerCase().includes(q));
      }}
      getLabel={name}
      getKey={(s) => s}
      freeText={(s) => MESSAGE_TYPES.find((m) => name(m) === s) ?? s}
      debounceMs={0}
      required={required}
      requiredText={t('rulenode.message-type-required')}
      disabled={disabled}
      error={error}
      testId={testId}
    />
  );
}
