/** Entity aliases of the dashboard (`configuration.entityAliases`): name and filter type, in the shared list editor. */
import { useTranslation } from '../../../../i18n/use-translation';
import type { EditorPanelProps } from '../panel-contract';
import { asObject } from '../shared/ids';
import { KeyedListEditor } from '../shared/keyed-list-editor';
import { AliasDialog, filterTypeKey } from './alias-dialog';
import { newAlias } from './alias-list-model';

export default function AliasesEditor(panel: EditorPanelProps) {
  const { t } = useTranslation();
  return (
    <KeyedListEditor
      panel={panel}
      kind="alias"
      usageField="entityAliasId"
      title={t('alias.aliases')}
      empty={t('alias.no-aliases')}
      testId="aliases-editor"
      width={720}
      column={{
        header: t('alias.filter-type'),
        cell: (a) => {
          const type = String(asObject(a.filter).type ?? '');
          return type ? t(filterTypeKey(type)) : '';
        },
      }}
      newItem={newAlias}
      dialog={({ items, ...p }) => <AliasDialog aliases={items} {...p} />}
    />
  );
}
