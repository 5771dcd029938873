/**
 * Edit JSON dialog: a required JSON object editor labelled 'JSON value', Cancel and Save. Save is
 * disabled while loading, when the JSON is invalid, or when nothing changed. Closes with the new object, or null
 * on Cancel / dismiss.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { JsonObjectEditor } from '../json-object-editor/json-object-editor';

export interface EditJsonDialogProps {
  open: boolean;
  /** The object to edit. */
  value: object | null;
  /** Closes with the edited object, or null when cancelled. */
  onClose(result: object | null): void;
  /** Default: 'Edit JSON'. */
  title?: string;
  /** Something is loading (e.g. the caller is saving): Save stays disabled. */
  loading?: boolean;
  required?: boolean;
}

/** Dialog body, mounted only while open so each opening starts from `value`. */
function EditJsonBody({ value, onClose, loading, required = true }: Omit<EditJsonDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<object | null>(value);
  const [valid, setValid] = useState(true);
  const changed = JSON.stringify(draft) !== JSON.stringify(value);
  return (
    <>
      <JsonObjectEditor
        label={t('value.json-value')}
        value={draft}
        onChange={setDraft}
        onValidityChange={setValid}
        required={required}
        testId="edit-json-editor"
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, paddingTop: 8 }}>
        <Button $variant="text" onClick={() => onClose(null)} data-testid="edit-json-cancel">
          {t('action.cancel')}
        </Button>
        <Button disabled={!!loading || !valid || !changed} onClick={() => onClose(draft)} data-testid="edit-json-save">
          {t('action.save')}
        </Button>
      </div>
    </>
  );
}

export function EditJsonDialog({ open, title, onClose, ...rest }: EditJsonDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose(null)}
      title={title ?? t('details.edit-json')}
      width={720}
      testId="edit-json-dialog"
    >
      {open ? <EditJsonBody onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}
