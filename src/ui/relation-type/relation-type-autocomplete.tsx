/**
 * Relation type autocomplete: the standard types (Contains, Manages) plus any the caller knows, free text accepted;
 * required → relation.relation-type-required.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';

/** ThingsBoard's standard relation types, offered first. */
export const STANDARD_RELATION_TYPES = ['Contains', 'Manages'] as const;

export interface RelationTypeAutocompleteProps {
  value: string | null;
  onChange(type: string | null): void;
  /** Extra known types (e.g. from existing relations). */
  knownTypes?: readonly string[];
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** Helper text under the field. */
  hint?: string;
  testId?: string;
}

export function RelationTypeAutocomplete({
  value,
  onChange,
  knownTypes = [],
  label,
  required,
  disabled,
  hint,
  testId,
}: RelationTypeAutocompleteProps) {
  const { t } = useTranslation();
  const all = [...new Set([...STANDARD_RELATION_TYPES, ...knownTypes])];
  return (
    <Autocomplete<string>
      label={label ?? t('relation.relation-type')}
      value={value}
      onChange={onChange}
      search={async (text) => all.filter((s) => s.toLowerCase().startsWith(text.trim().toLowerCase()))}
      getLabel={(s) => s}
      getKey={(s) => s}
      freeText={(s) => s}
      debounceMs={0}
      required={required}
      requiredText={t('relation.relation-type-required')}
      disabled={disabled}
      hint={hint}
      testId={testId}
    />
  );
}
