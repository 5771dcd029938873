/**
 * Date-time input: a native datetime-local field (seconds precision) with optional min and max; stores a
 * millisecond timestamp or null.
 */
import { TextField } from '../text-field/text-field';
import { fromLocalInput, toLocalInput } from './period';

export interface DateTimeInputProps {
  label: string;
  value: number | null;
  onChange(ms: number | null): void;
  min?: number;
  max?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  testId?: string;
}

export function DateTimeInput({
  label,
  value,
  onChange,
  min,
  max,
  required,
  disabled,
  error,
  testId,
}: DateTimeInputProps) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      step={1}
      value={toLocalInput(value)}
      min={min != null ? toLocalInput(min) : undefined}
      max={max != null ? toLocalInput(max) : undefined}
      required={required}
      disabled={disabled}
      error={error}
      data-testid={testId}
      onChange={(e) => {
        const ms = fromLocalInput(e.target.value);
        onChange(ms == null ? null : Math.min(Math.max(ms, min ?? ms), max ?? ms));
      }}
    />
  );
}
