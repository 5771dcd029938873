/**
 * Add attribute and edit attribute value dialogs (the value rules of
 * ValueInput): the key is required and at most 255 characters; the value is required for every type except
 * boolean, and invalid input is held back as null.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';
import { ValueInput } from '../value-input/value-input';
import { keyError, MAX_KEY_LENGTH } from './key-values';
import { useFormSubmit } from '../dialog/use-form-submit';

/** Saves, closing on success; a failure (shown by the error presenter) keeps the dialog open. */
function useSubmit(onClose: () => void) {
  const form = useFormSubmit();
  const run = async (save: () => Promise<void>) => {
    if (await form.run(save)) onClose();
  };
  return { busy: form.busy, run };
}

export interface AddAttributeDialogProps {
  onSave(key: string, value: unknown): Promise<void>;
  onClose(): void;
}

export function AddAttributeDialog({ onSave, onClose }: AddAttributeDialogProps) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [value, setValue] = useState<unknown>(null);
  const [touched, setTouched] = useState(false);
  const { busy, run } = useSubmit(onClose);
  const error = keyError(key);
  const valid = !error && value !== null && value !== undefined;
  const submit = () => {
    setTouched(true);
    if (valid) void run(() => onSave(key.trim(), value));
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('attribute.add')}
      width={560}
      testId="add-attribute-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={submit} disabled={busy || (touched && !valid)} data-testid="add-attribute-save">
            {t('action.add')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('attribute.key')}
          value={key}
          required
          maxLength={MAX_KEY_LENGTH + 1}
          error={(touched || key) && error ? t(error) : undefined}
          onChange={(e) => setKey(e.target.value)}
          onBlur={() => setTouched(true)}
          data-testid="attribute-key"
        />
        <ValueInput value={null} onChange={setValue} required testId="attribute-value" />
      </form>
    </Dialog>
  );
}

export interface EditAttributeDialogProps {
  attributeKey: string;
  /** The current value with its JSON type (the value type is inferred from it). */
  value: unknown;
  onSave(value: unknown): Promise<void>;
  onClose(): void;
}

export function EditAttributeDialog({ attributeKey, value: initial, onSave, onClose }: EditAttributeDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<unknown>(initial);
  const { busy, run } = useSubmit(onClose);
  const valid = value !== null && value !== undefined;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('attribute.edit-value-of', { key: attributeKey })}
      width={560}
      testId="edit-attribute-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button
            onClick={() => valid && void run(() => onSave(value))}
            disabled={busy || !valid}
            data-testid="edit-attribute-save"
          >
            {t('action.update')}
          </Button>
        </>
      }
    >
      <ValueInput value={initial} onChange={setValue} required testId="attribute-value" />
    </Dialog>
  );
}
