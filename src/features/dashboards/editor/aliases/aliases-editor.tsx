/**
 * Entity aliases of the dashboard (`configuration.entityAliases`): a table of name and filter type with edit and
 * delete, and add. An alias used by widgets cannot be deleted (ThingsBoard names the widgets). Apply hands the
 * whole map back; aliases and fields the editor does not touch are passed through as they came.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button, IconButton } from '../../../../ui/button/button';
import { AddIcon, DeleteIcon } from '../../../../ui/icons/control-icons';
import type { EditorPanelProps, TbJson } from '../panel-contract';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditorDialog } from '../shared/editor-dialog';
import { asObject } from '../shared/ids';
import { Empty, ErrorText, Table, Toolbar, VisuallyHidden } from '../shared/editor-styles';
import { widgetsUsing } from '../shared/widget-usage';
import { AliasDialog, filterTypeKey } from './alias-dialog';
import { newAlias, putAlias, removeAlias, type AliasMap } from './alias-list-model';
import { EditIcon } from '../../../../ui/icons/entity-icons';

export default function AliasesEditor({ value, context, onApply, onClose }: EditorPanelProps) {
  const { t } = useTranslation();
  const [aliases, setAliases] = useState<AliasMap>(() => asObject(value) as AliasMap);
  const [editing, setEditing] = useState<{ alias: TbJson; isAdd: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TbJson | null>(null);
  const [inUse, setInUse] = useState<string | null>(null);
  const remove = (alias: TbJson) => {
    const users = widgetsUsing(context.dashboard, 'entityAliasId', String(alias.id));
    if (users.length) setInUse(t('alias.in-use', { alias: alias.alias, widgets: users.join(', ') }));
    else setDeleting(alias);
  };
  const list = Object.values(aliases).map(asObject);
  return (
    <EditorDialog
      title={t('alias.aliases')}
      valid
      onApply={() => onApply(aliases)}
      onClose={onClose}
      testId="aliases-editor"
      width={720}
    >
      {list.length === 0 ? (
        <Empty>{t('alias.no-aliases')}</Empty>
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t('alias.name')}</th>
              <th>{t('alias.filter-type')}</th>
              <th>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => {
              const type = String(asObject(a.filter).type ?? '');
              return (
                <tr key={String(a.id)} data-testid="alias-row">
                  <td>{String(a.alias ?? '')}</td>
                  <td>{type ? t(filterTypeKey(type)) : ''}</td>
                  <td>
                    <IconButton
                      aria-label={t('alias.edit-named', { alias: a.alias })}
                      onClick={() => setEditing({ alias: a, isAdd: false })}
                      data-testid="alias-edit"
                    >
                      <EditIcon size={20} />
                    </IconButton>
                    <IconButton
                      aria-label={t('alias.delete-named', { alias: a.alias })}
                      onClick={() => remove(a)}
                      data-testid="alias-delete"
                    >
                      <DeleteIcon size={20} />
                    </IconButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {inUse ? <ErrorText role="alert">{inUse}</ErrorText> : null}
      <Toolbar>
        <Button
          $variant="outlined"
          onClick={() => setEditing({ alias: newAlias(), isAdd: true })}
          data-testid="alias-add"
        >
          <AddIcon size={18} />
          {t('alias.add')}
        </Button>
      </Toolbar>
      {editing ? (
        <AliasDialog
          value={editing.alias}
          aliases={aliases}
          isAdd={editing.isAdd}
          onClose={() => setEditing(null)}
          onApply={(alias) => {
            setAliases(putAlias(aliases, alias));
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('alias.delete-title', { alias: deleting.alias })}
          text={t('alias.delete-text')}
          onNo={() => setDeleting(null)}
          onYes={() => {
            setAliases(removeAlias(aliases, String(deleting.id)));
            setDeleting(null);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}
