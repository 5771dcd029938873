/**
 * Colour picker dialog: inline picker; Cancel closes with null; Select is enabled only when a
 * colour is set, the form is changed and nothing is loading. The colour is required (custom required text possible).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { ColorPicker } from './color-picker';

export interface ColorPickerDialogProps {
  open: boolean;
  value: string | null;
  onClose(color: string | null): void;
  loading?: boolean;
  requiredText?: string;
  title?: string;
}

function Body({ value, onClose, loading, requiredText }: Omit<ColorPickerDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const [color, setColor] = useState<string | null>(value);
  const [touched, setTouched] = useState(false);
  return (
    <>
      <ColorPicker
        value={color}
        onChange={(c) => {
          setTouched(true);
          setColor(c);
        }}
        error={touched && !color ? (requiredText ?? t('color.color-required')) : undefined}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, paddingTop: 8 }}>
        <Button $variant="text" onClick={() => onClose(null)} data-testid="color-cancel">
          {t('action.cancel')}
        </Button>
        <Button
          disabled={!color || color === value || !!loading}
          onClick={() => onClose(color)}
          data-testid="color-select"
        >
          {t('action.select')}
        </Button>
      </div>
    </>
  );
}

export function ColorPickerDialog({ open, title, onClose, ...rest }: ColorPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose(null)}
      title={title ?? t('color.select-color')}
      width={420}
      testId="color-dialog"
    >
      {open ? <Body onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}
