/** CSV import of devices: the wizard with the device column types, rows saved by src/api/bulk-import. */
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

export const importColumnKey = (type: string) => `import.column-type-${type.toLowerCase().replace(/_/g, '-')}`;

export function DeviceImportDialog({ onClose }: { onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  return (
    <ImportWizard
      title={t('device.import')}
      columnTypes={importColumnTypes('DEVICE').map((x) => ({
        value: x,
        label: t(importColumnKey(x)),
        keyed: KEYED_TYPES.includes(x),
      }))}
      validate={(cols) => mappingErrors('DEVICE', cols as ImportColumn[])}
      importRow={(cols, cells, update) => importRow('DEVICE', mapRow(cols as ImportColumn[], cells), update)}
      onClose={(changed) => {
        clearSubtypes('DEVICE');
        onClose(changed);
      }}
    />
  );
}
