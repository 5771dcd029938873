/**
 * Dashboard states (`configuration.states`): a table of name, id and root, with rename, make root and delete (not
 * the root; after a confirmation), and add. Apply hands back the whole map with everything else each state holds.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { AddIcon } from '../../../../ui/icons/control-icons';
import { v } from '../../../../ui/theme/tokens';
import type { EditorPanelProps } from '../panel-contract';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { EditorDialog } from '../shared/editor-dialog';
import { asObject } from '../shared/ids';
import { Table, Toolbar, VisuallyHidden } from '../shared/editor-styles';
import { StateDialog } from './state-dialog';
import { deleteState, rootStateId, saveState, setRootState, type StateMap } from './states-model';

const RootRadio = styled.input`
  width: 18px;
  height: 18px;
  margin-block: 0;
  margin-inline: 8px 0;
  accent-color: ${v('color-primary')};
  cursor: pointer;
`;

export default function StatesEditor({ value, onApply, onClose }: EditorPanelProps) {
  const { t } = useTranslation();
  const [states, setStates] = useState<StateMap>(() =>
    setRootState(asObject(value) as StateMap, rootStateId(asObject(value) as StateMap) ?? ''),
  );
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const root = rootStateId(states);
  const radioName = useId();
  return (
    <EditorDialog
      title={t('dashboard.states')}
      valid={root !== null}
      onApply={() => onApply(states)}
      onClose={onClose}
      testId="states-editor"
      width={640}
    >
      <Table>
        <thead>
          <tr>
            <th>{t('dashboard-state.name')}</th>
            <th>{t('dashboard-state.id')}</th>
            <th>{t('dashboard-state.root')}</th>
            <th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(states).map(([id, s]) => (
            <tr key={id} data-testid="state-row" data-state-id={id}>
              <td>{String(s.name ?? id)}</td>
              <td>{id}</td>
              <td>
                <RootRadio
                  type="radio"
                  name={radioName}
                  checked={id === root}
                  aria-label={t('dashboard-state.root-named', { state: s.name ?? id })}
                  onChange={() => setStates(setRootState(states, id))}
                  data-testid="state-root"
                />
              </td>
              <td>
                <EditDeleteButtons
                  edit={{
                    label: t('dashboard-state.edit-named', { state: s.name ?? id }),
                    onClick: () => setEditing({ id }),
                    testId: 'state-edit',
                  }}
                  remove={{
                    label: t('dashboard-state.delete-named', { state: s.name ?? id }),
                    onClick: () => setDeleting(id),
                    testId: 'state-delete',
                    disabled: id === root,
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Toolbar>
        <Button $variant="outlined" onClick={() => setEditing({ id: null })} data-testid="state-add">
          <AddIcon size={18} />
          {t('dashboard-state.add')}
        </Button>
      </Toolbar>
      {editing ? (
        <StateDialog
          states={states}
          originalId={editing.id}
          onClose={() => setEditing(null)}
          onApply={(draft) => {
            setStates(saveState(states, editing.id, draft));
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('dashboard-state.delete-title', { state: states[deleting]?.name ?? deleting })}
          text={t('dashboard-state.delete-text')}
          onNo={() => setDeleting(null)}
          onYes={() => {
            setStates(deleteState(states, deleting));
            setDeleting(null);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}
