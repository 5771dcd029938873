/**
 * Form fields bound to react-hook-form: text, multi-line text and checkbox, showing the translated error of their
 * field (error messages are locale keys, see zod-resolver.ts), plus the layout pieces of entity forms.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 0 16px;
`;

export const FormSection = styled.fieldset`
  margin: 8px 0 16px;
  padding: 12px 16px 4px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  legend {
    padding: 0 6px;
    color: ${v('color-text-secondary')};
    font-size: 13px;
  }
`;

/** A short explanation under a form section. */
export const FormHint = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

const Area = styled.label<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 8px;
  font-size: 12px;
  color: ${(p) => (p.$invalid ? v('color-warn') : v('color-text-secondary'))};
  textarea {
    font: inherit;
    font-size: 15px;
    min-height: 72px;
    resize: vertical;
    padding: 10px 12px;
    border-radius: 4px;
    border: 1px solid ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
    background: ${v('color-surface')};
    color: ${v('color-text')};
  }
  textarea:focus {
    outline: none;
    border-color: ${v('color-primary')};
    box-shadow: 0 0 0 1px ${v('color-primary')};
  }
  textarea:disabled {
    color: ${v('color-text-secondary')};
  }
`;

interface FieldProps<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
}

/** One-line text input. */
export function FormText<V extends FieldValues>({
  control,
  name,
  label,
  disabled,
  required,
  testId,
  type,
  autoComplete,
}: FieldProps<V> & { type?: string; autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          data-testid={testId ?? `field-${name}`}
        />
      )}
    />
  );
}

/** Multi-line text (descriptions). */
export function FormTextArea<V extends FieldValues>({ control, name, label, disabled, testId }: FieldProps<V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Area $invalid={!!fieldState.error}>
          {label}
          <textarea
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            disabled={disabled}
            rows={3}
            data-testid={testId ?? `field-${name}`}
          />
          {fieldState.error?.message ? <span role="alert">{t(fieldState.error.message)}</span> : null}
        </Area>
      )}
    />
  );
}

/** Checkbox. */
export function FormCheckbox<V extends FieldValues>({ control, name, label, disabled, testId }: FieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          checked={field.value === true}
          onChange={field.onChange}
          disabled={disabled}
          data-testid={testId ?? `field-${name}`}
        />
      )}
    />
  );
}
