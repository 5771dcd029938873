/**
 * Icon field: the icon's name in a text field, with a button showing the icon that opens the icon picker dialog
 * (widget settings' `icon` fields). Icons are inline SVG (no icon font).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IconButton } from '../button/button';
import { iconPaths } from '../icons/icon-catalogue';
import { TextField } from '../text-field/text-field';
import { IconPickerDialog } from './icon-picker-dialog';

export interface IconInputProps {
  label: string;
  value: string | null | undefined;
  onChange(icon: string | null): void;
  onBlur?(): void;
  required?: boolean;
  disabled?: boolean;
  error?: string | null;
  testId?: string;
}

export function IconInput({ label, value, onChange, onBlur, required, disabled, error, testId }: IconInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const path = value ? iconPaths.get(value) : undefined;
  return (
    <div data-testid={testId}>
      <TextField
        label={label}
        value={value ?? ''}
        required={required}
        disabled={disabled}
        error={error ?? undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={onBlur}
        trailing={
          <IconButton
            aria-label={t('icon.select-icon')}
            title={t('icon.select-icon')}
            disabled={disabled}
            onClick={() => setOpen(true)}
            data-testid="icon-input-open"
          >
            <svg width={24} height={24} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              {path ? (
                <path d={path} />
              ) : (
                <rect
                  x="5"
                  y="5"
                  width="14"
                  height="14"
                  rx="2"
                  fill="none"
                  stroke="currentColor"
                  strokeDasharray="3 2"
                />
              )}
            </svg>
          </IconButton>
        }
      />
      <IconPickerDialog
        open={open}
        value={value ?? null}
        onClose={(icon) => {
          setOpen(false);
          if (icon !== null) onChange(icon);
          onBlur?.();
        }}
      />
    </div>
  );
}
