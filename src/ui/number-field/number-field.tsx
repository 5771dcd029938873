/**
 * Number field over TextField: keeps the typed text while it is not a number (so the user can type "-" or clear),
 * emits numbers (or null when empty) and shows a translated error.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { TextField } from '../text-field/text-field';

export interface NumberFieldProps {
  label: string;
  value: number | null | undefined;
  onChange(value: number | null): void;
  /** Error message for the current value (already translated), shown once the field was touched or `showError`. */
  error?: string | null;
  showError?: boolean;
  /** Helper text under the field. */
  hint?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function NumberField({
  label,
  value,
  onChange,
  error,
  showError,
  hint,
  min,
  max,
  step,
  required,
  disabled,
  testId,
}: NumberFieldProps) {
  const [text, setText] = useState(value == null ? '' : String(value));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (value == null ? text !== '' && !Number.isNaN(Number(text)) : Number(text) !== value)
      setText(value == null ? '' : String(value));
    // Only an outside change of the value rewrites the text.
  }, [value]);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      value={text}
      min={min}
      max={max}
      step={step}
      required={required}
      disabled={disabled}
      data-testid={testId}
      error={(touched || showError) && error ? error : undefined}
      hint={hint}
      onBlur={() => setTouched(true)}
      onChange={(e) => {
        setText(e.target.value);
        const trimmed = e.target.value.trim();
        onChange(trimmed === '' ? null : Number.isNaN(Number(trimmed)) ? null : Number(trimmed));
      }}
    />
  );
}
