/**
 * Assignment dialogs of the entity pages: pick one customer to assign entities to (ThingsBoard's "Assign to
 * customer"), or pick several entities of one type to add to a customer or an edge ("Assign devices", "Assign
 * dashboards", …). Lookups come in through `search`/`load` props; the caller performs the assignment in `onAssign`.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { EntityAutocomplete, type EntityAutocompleteProps } from '../entity/entity-autocomplete';
import { EntityListSelect, type EntityListSelectProps } from '../entity/entity-list-select';
import { useFormSubmit } from '../dialog/use-form-submit';

export interface AssignToCustomerDialogProps extends Pick<EntityAutocompleteProps, 'search' | 'load'> {
  title: string;
  text: string;
  onAssign(customerId: string): Promise<void>;
  onClose(): void;
}

export function AssignToCustomerDialog({ title, text, search, load, onAssign, onClose }: AssignToCustomerDialogProps) {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const { busy, run } = useFormSubmit();
  const submit = async () => {
    if (customerId && (await run(() => onAssign(customerId)))) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      width={520}
      testId="assign-customer-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!customerId || busy} data-testid="assign-submit">
            {t('action.assign')}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      <EntityAutocomplete
        entityType="CUSTOMER"
        value={customerId}
        onChange={(id) => setCustomerId(id)}
        search={search}
        load={load}
        required
        label={t('entity.type-customer')}
        testId="assign-customer"
      />
    </Dialog>
  );
}

export interface AddEntitiesDialogProps extends Pick<EntityListSelectProps, 'search' | 'loadMany'> {
  entityType: string;
  title: string;
  text: string;
  onAssign(ids: string[]): Promise<void>;
  onClose(): void;
}

export function AddEntitiesDialog({
  entityType,
  title,
  text,
  search,
  loadMany,
  onAssign,
  onClose,
}: AddEntitiesDialogProps) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[] | null>(null);
  const { busy, run } = useFormSubmit();
  const submit = async () => {
    if (ids?.length && (await run(() => onAssign(ids)))) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      width={560}
      testId="add-entities-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!ids?.length || busy} data-testid="add-entities-submit">
            {t('action.assign')}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      <EntityListSelect
        entityType={entityType}
        value={ids}
        onChange={setIds}
        search={search}
        loadMany={loadMany}
        required
        testId="add-entities-select"
      />
    </Dialog>
  );
}
