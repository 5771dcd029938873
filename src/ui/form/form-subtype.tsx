/**
 * An entity form's required type field (asset type, edge type) on react-hook-form: the subtype autocomplete, which
 * accepts typed text that matches no known type, with the schema's message for the field.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { EntitySubtypeAutocomplete, type EntitySubtypeAutocompleteProps } from '../entity/entity-subtype';

export function FormSubtype<V extends FieldValues>({
  control,
  name,
  entityType,
  loadSubtypes,
  disabled,
}: {
  control: Control<V>;
  name: Path<V>;
  entityType: EntitySubtypeAutocompleteProps['entityType'];
  loadSubtypes: EntitySubtypeAutocompleteProps['loadSubtypes'];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EntitySubtypeAutocomplete
          entityType={entityType}
          value={(field.value as string | null) || null}
          onChange={(v) => field.onChange(v ?? '')}
          loadSubtypes={loadSubtypes}
          required
          disabled={disabled}
          error={fieldState.error?.message ? t(fieldState.error.message) : null}
          testId="field-type"
        />
      )}
    />
  );
}
