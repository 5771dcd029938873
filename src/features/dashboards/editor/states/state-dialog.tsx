/**
 * Add or rename a dashboard state: name (required) and id (required, unique). For a new state the id follows the
 * name until the user edits it.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { TextField } from '../../../../ui/text-field/text-field';
import { EditorDialog } from '../shared/editor-dialog';
import { Caption, Stack } from '../shared/editor-styles';
import { stateErrors, stateIdFrom, type StateMap } from './states-model';

export interface StateDialogProps {
  states: StateMap;
  /** null: a new state. */
  originalId: string | null;
  onApply(draft: { id: string; name: string }): void;
  onClose(): void;
}

export function StateDialog({ states, originalId, onApply, onClose }: StateDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(originalId === null ? '' : String(states[originalId]?.name ?? ''));
  const [id, setId] = useState(originalId ?? '');
  const [idEdited, setIdEdited] = useState(originalId !== null);
  const [touched, setTouched] = useState(false);
  const errors = stateErrors({ id, name }, states, originalId);
  const shown = (f: string) => (errors[f] && (touched || f === 'id') ? t(errors[f]!) : undefined);
  return (
    <EditorDialog
      title={t(originalId === null ? 'dashboard-state.add' : 'dashboard-state.edit')}
      valid={Object.keys(errors).length === 0}
      onApply={() => onApply({ id: id.trim(), name })}
      onClose={onClose}
      testId="state-dialog"
      width={480}
      applyText={t(originalId === null ? 'action.add' : 'action.save')}
    >
      <Stack>
        <TextField
          label={t('dashboard-state.name')}
          required
          autoFocus
          value={name}
          error={shown('name')}
          onChange={(e) => {
            setName(e.target.value);
            if (!idEdited) setId(stateIdFrom(e.target.value));
          }}
          onBlur={() => setTouched(true)}
          data-testid="state-name"
        />
        <TextField
          label={t('dashboard-state.id')}
          required
          value={id}
          error={id || touched ? shown('id') : undefined}
          onChange={(e) => {
            setId(e.target.value);
            setIdEdited(true);
          }}
          data-testid="state-id"
        />
        <Caption>{t('dashboard-state.name-hint')}</Caption>
      </Stack>
    </EditorDialog>
  );
}
