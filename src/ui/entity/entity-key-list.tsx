/**
 * Entity key list chips (attribute / telemetry keys): typed keys are trimmed, empties and duplicates ignored,
 * separators Enter, comma, semicolon; suggestions from the caller's `search`; error when empty and required.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { SearchFn } from '../autocomplete/use-debounced-search';
import { ChipList } from '../chip-list/chip-list';

export interface EntityKeyListProps {
  value: readonly string[];
  onChange(keys: string[]): void;
  label: string;
  search?: SearchFn<string>;
  required?: boolean;
  /** Default: entity.key-list-empty. */
  requiredText?: string;
  disabled?: boolean;
  testId?: string;
}

export function EntityKeyList({
  value,
  onChange,
  label,
  search,
  required,
  requiredText,
  disabled,
  testId,
}: EntityKeyListProps) {
  const { t } = useTranslation();
  return (
    <ChipList<string>
      label={label}
      items={value}
      onChange={onChange}
      getKey={(s) => s}
      getLabel={(s) => s}
      fromText={(s) => s.trim() || null}
      search={search}
      required={required}
      requiredText={requiredText ?? t('entity.key-list-empty')}
      disabled={disabled}
      draggable
      testId={testId}
    />
  );
}
