/**
 * Entity type list chips: pick entity types by display name. Placeholder entity.any-entity when not required,
 * entity.enter-entity-type when required; required and empty → entity.entity-type-list-empty.
 */
import { useTranslation } from '../../i18n/use-translation';
import { ChipList } from '../chip-list/chip-list';
import { entityTypeKey } from './entity-types';

export interface EntityTypeListProps {
  value: readonly string[];
  onChange(types: string[]): void;
  allowedTypes: readonly string[];
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function EntityTypeList({
  value,
  onChange,
  allowedTypes,
  label,
  required,
  disabled,
  testId,
}: EntityTypeListProps) {
  const { t } = useTranslation();
  const name = (type: string) => t(entityTypeKey(type));
  return (
    <ChipList<string>
      label={label ?? t('entity.entity-types')}
      items={value}
      onChange={onChange}
      getKey={(s) => s}
      getLabel={name}
      search={async (text) =>
        allowedTypes.filter((type) => name(type).toLowerCase().includes(text.trim().toLowerCase()))
      }
      debounceMs={0}
      placeholder={value.length ? undefined : required ? t('entity.enter-entity-type') : t('entity.any-entity')}
      required={required}
      requiredText={t('entity.entity-type-list-empty')}
      disabled={disabled}
      draggable
      testId={testId}
    />
  );
}
