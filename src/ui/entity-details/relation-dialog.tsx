/**
 * Add / edit relation dialog: relation type autocomplete (required,
 * relation.relation-type-required), the entity at the other end (entity type + entity, both required) and
 * optional additional info (JSON object). Editing keeps the ends and the type and changes only the additional info.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { EntitySelect, type EntitySelectProps } from '../entity/entity-select';
import type { EntityRef } from '../entity/entity-types';
import { JsonObjectEditor } from '../json-object-editor/json-object-editor';
import { RelationTypeAutocomplete } from '../relation-type/relation-type-autocomplete';
import type { RelationRow } from './relation-row';
import { useFormSubmit } from '../dialog/use-form-submit';

export interface RelationDialogProps extends Pick<EntitySelectProps, 'search' | 'load'> {
  direction: 'FROM' | 'TO';
  /** The entity whose relations are shown. */
  entity: EntityRef;
  /** Existing relation to edit; absent to add. */
  relation?: RelationRow;
  allowedTypes: readonly string[];
  knownTypes: readonly string[];
  typeGroup: string;
  onSave(relation: RelationRow): Promise<void>;
  onClose(): void;
}

export function RelationDialog({
  direction,
  entity,
  relation,
  allowedTypes,
  knownTypes,
  typeGroup,
  search,
  load,
  onSave,
  onClose,
}: RelationDialogProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<string | null>(relation?.type ?? null);
  const [target, setTarget] = useState<EntityRef | null>(
    relation ? (direction === 'FROM' ? relation.to : relation.from) : null,
  );
  const [info, setInfo] = useState<object | null>((relation?.additionalInfo as object | null | undefined) ?? null);
  const [infoValid, setInfoValid] = useState(true);
  const [touched, setTouched] = useState(false);
  const { busy, run } = useFormSubmit();
  const valid = !!type?.trim() && !!target && infoValid;
  const submit = async () => {
    setTouched(true);
    if (!valid || !target || !type) return;
    const ends = direction === 'FROM' ? { from: entity, to: target } : { from: target, to: entity };
    if (
      await run(() =>
        onSave({ ...ends, type: type.trim(), typeGroup: relation?.typeGroup ?? typeGroup, additionalInfo: info }),
      )
    )
      onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={relation ? t('relation.edit') : t('relation.add')}
      width={600}
      testId="relation-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={busy || (touched && !valid)} data-testid="relation-save">
            {relation ? t('action.save') : t('action.add')}
          </Button>
        </>
      }
    >
      <p>{direction === 'FROM' ? t('relation.direction-from-hint') : t('relation.direction-to-hint')}</p>
      <RelationTypeAutocomplete
        value={type}
        onChange={setType}
        knownTypes={knownTypes}
        required
        disabled={!!relation}
        testId="relation-type"
      />
      {touched && !type?.trim() ? (
        <p role="alert" data-testid="relation-type-error">
          {t('relation.relation-type-required')}
        </p>
      ) : null}
      {relation ? null : (
        <EntitySelect
          value={target}
          onChange={setTarget}
          allowedTypes={allowedTypes}
          search={search}
          load={load}
          required
          testId="relation-target"
        />
      )}
      {touched && !target && !relation ? <p role="alert">{t('relation.entity-required')}</p> : null}
      <JsonObjectEditor
        label={t('relation.additional-info')}
        value={info}
        onChange={setInfo}
        onValidityChange={setInfoValid}
        minHeight={120}
        testId="relation-info"
      />
    </Dialog>
  );
}
