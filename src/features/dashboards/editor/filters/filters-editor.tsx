/** Dashboard filters (`configuration.filters`): name and editable flag, in the shared list editor. */
import { useTranslation } from '../../../../i18n/use-translation';
import { CheckIcon } from '../../../../ui/icons/control-icons';
import type { EditorPanelProps } from '../panel-contract';
import { KeyedListEditor } from '../shared/keyed-list-editor';
import { FilterDialog } from './filter-dialog';
import { newFilter } from './filter-model';

export default function FiltersEditor(panel: EditorPanelProps) {
  const { t } = useTranslation();
  return (
    <KeyedListEditor
      panel={panel}
      kind="filter"
      usageField="filterId"
      title={t('filter.filters')}
      empty={t('filter.no-filters')}
      testId="filters-editor"
      width={640}
      column={{
        header: t('filter.editable'),
        cell: (f) => (f.editable !== false ? <CheckIcon size={20} title={t('action.yes')} /> : null),
      }}
      newItem={newFilter}
      dialog={({ items, ...p }) => <FilterDialog filters={items} {...p} />}
    />
  );
}
