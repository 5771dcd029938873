/** CSV import of edges: the wizard with the edge column types (edge keys), rows saved by src/api/bulk-import. */
import { useTranslation } from '../../../i18n/use-translation';
import {
  importColumnTypes,
  importRow,
  KEYED_TYPES,
  mapRow,
  mappingErrors,
  type ImportColumn,
} from '../../../api/bulk-import';
import { clearSubtypes } from '../../../api/subtypes';
import { ImportWizard } from '../../../ui/entity-import/import-wizard';

const columnKey = (type: string) => `import.column-type-${type.toLowerCase().replace(/_/g, '-')}`;

export function EdgeImportDialog({ onClose }: { onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  return (
    <ImportWizard
      title={t('edge.import')}
      columnTypes={importColumnTypes('EDGE').map((x) => ({
        value: x,
        label: t(columnKey(x)),
        keyed: KEYED_TYPES.includes(x),
      }))}
      validate={(cols) => mappingErrors('EDGE', cols as ImportColumn[])}
      importRow={(cols, cells, update) => importRow('EDGE', mapRow(cols as ImportColumn[], cells), update)}
      onClose={(changed) => {
        clearSubtypes('EDGE');
        onClose(changed);
      }}
    />
  );
}
