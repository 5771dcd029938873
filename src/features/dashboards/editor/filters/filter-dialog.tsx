/**
 * Add or edit one dashboard filter: name (required, unique), whether its editable predicates show in the
 * dashboard's filter panel, and its key filters (each summarised, edited in the key filter dialog).
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button/button';
import { AddIcon } from '../../../../ui/icons/control-icons';
import { TextField } from '../../../../ui/text-field/text-field';
import { Toggle } from '../../../../ui/toggle/toggle';
import type { TbJson } from '../panel-contract';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { EditorDialog } from '../shared/editor-dialog';
import { Caption, ErrorText, Stack, Table } from '../shared/editor-styles';
import { filterNameError, keyFilterError, newKeyFilter, type KeyFilterUi } from './filter-model';
import { KeyFilterDialog } from './key-filter-dialog';
import { keyFilterText } from '../../../../ui/filter-editor/predicate-text';

export interface FilterDialogProps {
  value: TbJson;
  filters: Record<string, TbJson>;
  isAdd: boolean;
  onApply(filter: TbJson): void;
  onClose(): void;
}

export function FilterDialog({ value, filters, isAdd, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(value);
  const [touched, setTouched] = useState(false);
  const [editing, setEditing] = useState<{ index: number; kf: KeyFilterUi } | null>(null);
  const keyFilters = (filter.keyFilters as KeyFilterUi[] | undefined) ?? [];
  const nameError = filterNameError(String(filter.filter ?? ''), filters, String(filter.id));
  const listError = keyFilters.length
    ? (keyFilters.map(keyFilterError).find((e) => e) ?? null)
    : 'filter.key-filters-required';
  const setKeyFilters = (next: KeyFilterUi[]) => setFilter({ ...filter, keyFilters: next });
  return (
    <EditorDialog
      title={t(isAdd ? 'filter.add' : 'filter.edit')}
      valid={!nameError && !listError}
      onApply={() => onApply({ ...filter, filter: String(filter.filter).trim() })}
      onClose={onClose}
      testId="filter-dialog"
      width={680}
      applyText={t(isAdd ? 'action.add' : 'action.save')}
    >
      <Stack>
        <TextField
          label={t('filter.name')}
          required
          autoFocus
          value={String(filter.filter ?? '')}
          error={touched && nameError ? t(nameError) : undefined}
          onChange={(e) => setFilter({ ...filter, filter: e.target.value })}
          onBlur={() => setTouched(true)}
          data-testid="filter-name"
        />
        <Toggle
          label={t('filter.editable-filter')}
          checked={filter.editable !== false}
          onChange={(editable) => setFilter({ ...filter, editable })}
          data-testid="filter-editable"
        />
        <Caption>{t('filter.key-filters')}</Caption>
        {keyFilters.length ? (
          <Table>
            <tbody>
              {keyFilters.map((kf, i) => (
                <tr key={i} data-testid="key-filter-row">
                  <td>{keyFilterText(t, kf)}</td>
                  <td>
                    <EditDeleteButtons
                      edit={{
                        label: t('filter.edit-key-filter'),
                        onClick: () => setEditing({ index: i, kf }),
                        testId: 'key-filter-edit',
                      }}
                      remove={{
                        label: t('filter.remove-key-filter'),
                        onClick: () => setKeyFilters(keyFilters.filter((_, k) => k !== i)),
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        {touched && listError ? <ErrorText role="alert">{t(listError)}</ErrorText> : null}
        <div>
          <Button
            $variant="outlined"
            onClick={() => setEditing({ index: -1, kf: newKeyFilter() })}
            data-testid="key-filter-add"
          >
            <AddIcon size={18} />
            {t('filter.add-key-filter')}
          </Button>
        </div>
      </Stack>
      {editing ? (
        <KeyFilterDialog
          value={editing.kf}
          isAdd={editing.index < 0}
          onClose={() => setEditing(null)}
          onApply={(kf) => {
            setKeyFilters(
              editing.index < 0 ? [...keyFilters, kf] : keyFilters.map((x, k) => (k === editing.index ? kf : x)),
            );
            setEditing(null);
            setTouched(true);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}
