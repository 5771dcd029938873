/** The add dialog of an entity table: the feature's details form in create mode, Cancel and Add. */
import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { ProgressBar } from '../progress-bar/progress-bar';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import type { AddConfig, EntityFormProps } from './entity-table-types';
import { useFormSubmit } from '../dialog/use-form-submit';

export interface EntityFormDialogProps<T> {
  add: AddConfig<T>;
  form: React.ComponentType<EntityFormProps<T>>;
  /** Resolves with the saved entity, or null when cancelled. */
  onDone(saved: T | null): void;
}

/** Rendered after the lazily loaded form: tells the dialog the form exists, so Add cannot submit into nothing. */
function Mounted({ onMounted }: { onMounted(): void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

export function EntityFormDialog<T>({ add, form: Form, onDone }: EntityFormDialogProps<T>) {
  const { t } = useTranslation();
  const formId = useId();
  const [entity] = useState(add.initial);
  const { busy, run } = useFormSubmit();
  const [formReady, setFormReady] = useState(false);
  const markReady = useCallback(() => setFormReady(true), []);
  const submit = async (next: T) => {
    // A failure is shown by the error presenter; the dialog stays open to fix the input.
    await run(async () => onDone(await add.save(next)));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onDone(null)}
      title={add.dialogTitle}
      width={640}
      testId="entity-add-dialog"
      actions={
        <>
          <Button $variant="text" onClick={() => onDone(null)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || !formReady} data-testid="entity-add-submit">
            {t('action.add')}
          </Button>
        </>
      }
    >
      <Suspense fallback={<ProgressBar label={t('common.loading')} />}>
        <Form entity={entity} editing isNew formId={formId} onSubmit={submit} />
        <Mounted onMounted={markReady} />
      </Suspense>
    </Dialog>
  );
}
