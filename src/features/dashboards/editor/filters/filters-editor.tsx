/**
 * Dashboard filters (`configuration.filters`): a table of name and editable flag with edit and delete, and add.
 * A filter used by widgets cannot be deleted. Apply hands back the whole map; untouched filters and fields pass
 * through as they came.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button, IconButton } from '../../../../ui/button/button';
import { AddIcon, CheckIcon, DeleteIcon } from '../../../../ui/icons/control-icons';
import type { EditorPanelProps, TbJson } from '../panel-contract';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { EditorDialog } from '../shared/editor-dialog';
import { asObject } from '../shared/ids';
import { Empty, ErrorText, Table, Toolbar, VisuallyHidden } from '../shared/editor-styles';
import { putById, removeById } from '../shared/map-ops';
import { widgetsUsing } from '../shared/widget-usage';
import { FilterDialog } from './filter-dialog';
import { newFilter } from './filter-model';
import { EditIcon } from '../../../../ui/icons/entity-icons';

export default function FiltersEditor({ value, context, onApply, onClose }: EditorPanelProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, TbJson>>(() => asObject(value) as Record<string, TbJson>);
  const [editing, setEditing] = useState<{ filter: TbJson; isAdd: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TbJson | null>(null);
  const [inUse, setInUse] = useState<string | null>(null);
  const remove = (f: TbJson) => {
    const users = widgetsUsing(context.dashboard, 'filterId', String(f.id));
    if (users.length) setInUse(t('filter.in-use', { filter: f.filter, widgets: users.join(', ') }));
    else setDeleting(f);
  };
  const list = Object.values(filters).map(asObject);
  return (
    <EditorDialog
      title={t('filter.filters')}
      valid
      onApply={() => onApply(filters)}
      onClose={onClose}
      testId="filters-editor"
      width={640}
    >
      {list.length === 0 ? (
        <Empty>{t('filter.no-filters')}</Empty>
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{t('filter.name')}</th>
              <th>{t('filter.editable')}</th>
              <th>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((f) => (
              <tr key={String(f.id)} data-testid="filter-row">
                <td>{String(f.filter ?? '')}</td>
                <td>{f.editable !== false ? <CheckIcon size={20} title={t('action.yes')} /> : null}</td>
                <td>
                  <IconButton
                    aria-label={t('filter.edit-named', { filter: f.filter })}
                    onClick={() => setEditing({ filter: f, isAdd: false })}
                    data-testid="filter-edit"
                  >
                    <EditIcon size={20} />
                  </IconButton>
                  <IconButton
                    aria-label={t('filter.delete-named', { filter: f.filter })}
                    onClick={() => remove(f)}
                    data-testid="filter-delete"
                  >
                    <DeleteIcon size={20} />
                  </IconButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {inUse ? <ErrorText role="alert">{inUse}</ErrorText> : null}
      <Toolbar>
        <Button
          $variant="outlined"
          onClick={() => setEditing({ filter: newFilter(), isAdd: true })}
          data-testid="filter-add"
        >
          <AddIcon size={18} />
          {t('filter.add')}
        </Button>
      </Toolbar>
      {editing ? (
        <FilterDialog
          value={editing.filter}
          filters={filters}
          isAdd={editing.isAdd}
          onClose={() => setEditing(null)}
          onApply={(f) => {
            setFilters(putById(filters, String(f.id), f));
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('filter.delete-title', { filter: deleting.filter })}
          text={t('filter.delete-text')}
          onNo={() => setDeleting(null)}
          onYes={() => {
            setFilters(removeById(filters, String(deleting.id)));
            setDeleting(null);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}
