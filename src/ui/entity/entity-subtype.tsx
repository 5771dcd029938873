/**
 * Entity subtype controls (asset/device/edge/entity-view types): an autocomplete that offers the typed text when
 * nothing matches, and a chip list where entries are added or removed, duplicates ignored and an empty list becomes
 * null. Subtypes come from the caller's `loadSubtypes` (a failed load gives an empty list).
 */
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';
import { ChipList } from '../chip-list/chip-list';
import { SUBTYPE_KEYS } from './entity-types';

/** Maximum width of the subtype input, px. */
export const SUBTYPE_INPUT_MAX_WIDTH = 200;

interface SubtypeBase {
  entityType: 'ASSET' | 'DEVICE' | 'EDGE' | 'ENTITY_VIEW';
  /** All known subtypes of the entity type. */
  loadSubtypes(signal: AbortSignal): Promise<readonly string[]>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

const filterBy = (all: readonly string[], text: string) =>
  all.filter((s) => s.toLowerCase().includes(text.trim().toLowerCase()));

export interface EntitySubtypeAutocompleteProps extends SubtypeBase {
  value: string | null;
  onChange(subtype: string | null): void;
  /** External error (e.g. a form's validation on submit); wins over the required one. */
  error?: string | null;
}

export function EntitySubtypeAutocomplete({
  entityType,
  loadSubtypes,
  value,
  onChange,
  label,
  required,
  disabled,
  error,
  testId,
}: EntitySubtypeAutocompleteProps) {
  const { t } = useTranslation();
  const keys = SUBTYPE_KEYS[entityType]!;
  return (
    <div style={{ maxWidth: SUBTYPE_INPUT_MAX_WIDTH * 2 }}>
      <Autocomplete<string>
        label={label ?? t(keys.label)}
        value={value}
        onChange={onChange}
        search={async (text, signal) => filterBy(await loadSubtypes(signal), text)}
        getLabel={(s) => s}
        getKey={(s) => s}
        freeText={(s) => s}
        required={required}
        requiredText={t(keys.required)}
        error={error}
        disabled={disabled}
        testId={testId}
      />
    </div>
  );
}

export interface EntitySubtypeListProps extends SubtypeBase {
  value: readonly string[] | null;
  onChange(subtypes: string[] | null): void;
}

export function EntitySubtypeList({
  entityType,
  loadSubtypes,
  value,
  onChange,
  label,
  required,
  disabled,
  testId,
}: EntitySubtypeListProps) {
  const { t } = useTranslation();
  const keys = SUBTYPE_KEYS[entityType]!;
  return (
    <ChipList<string>
      label={label ?? t(keys.label)}
      items={value ?? []}
      onChange={(next) => onChange(next.length ? next : null)}
      getKey={(s) => s}
      getLabel={(s) => s}
      fromText={(s) => s.trim() || null}
      search={async (text, signal) => filterBy(await loadSubtypes(signal), text)}
      required={required}
      requiredText={t(keys.listEmpty)}
      disabled={disabled}
      testId={testId}
    />
  );
}
