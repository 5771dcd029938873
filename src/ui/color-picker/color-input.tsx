/**
 * Colour field: a text field for the colour value with a swatch button that opens the colour picker dialog
 * (widget settings' `color` fields). Typing a valid colour emits it; the dialog's Cancel keeps the old value.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { TextField } from '../text-field/text-field';
import { v } from '../theme/tokens';
import { parseColor } from './color';
import { ColorPickerDialog } from './color-picker-dialog';

export interface ColorInputProps {
  label: string;
  value: string | null | undefined;
  onChange(color: string | null): void;
  onBlur?(): void;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  testId?: string;
}

const Swatch = styled.span<{ $color: string }>`
  display: block;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  /* A ring of at least 3:1 against the field in either theme: a colour equal to the background (black text colour
     in the dark theme, white in the light one) still shows where the button is (WCAG 1.4.11). */
  border: 1px solid ${v('color-text-secondary')};
  background: linear-gradient(${(p) => p.$color}, ${(p) => p.$color}),
    repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 50% / 8px 8px;
`;

export function ColorInput({ label, value, onChange, onBlur, required, disabled, error, testId }: ColorInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = value ?? '';
  const invalid = text !== '' && !parseColor(text) && !CSS.supports('color', text);
  return (
    <div data-testid={testId}>
      <TextField
        label={label}
        value={text}
        required={required}
        disabled={disabled}
        error={error ?? (invalid ? t('color.invalid') : undefined)}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={onBlur}
        trailing={
          <IconButton
            aria-label={t('color.select-color')}
            title={t('color.select-color')}
            disabled={disabled}
            onClick={() => setOpen(true)}
            data-testid="color-input-open"
          >
            <Swatch $color={invalid || !text ? 'transparent' : text} />
          </IconButton>
        }
      />
      <ColorPickerDialog
        open={open}
        value={value ?? null}
        onClose={(c) => {
          setOpen(false);
          if (c !== null) onChange(c);
          onBlur?.();
        }}
      />
    </div>
  );
}
