/**
 * Import a widgets bundle export (.json): the file is checked first, so a file that is not a bundle export shows
 * the error and nothing is created; then the bundle and each of its widget types are saved.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { importWidgetsBundle, parseBundleExport } from '../../../api/widgets-bundles';
import { JsonImportDialog } from '../../../ui/file-input/json-import-dialog';

export function ImportBundleDialog({ onClose }: { onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  return (
    <JsonImportDialog
      title={t('widgets-bundle.import')}
      fileLabel={t('widgets-bundle.widgets-bundle-file')}
      importLabel={t('action.import')}
      invalidText={t('widgets-bundle.invalid-widgets-bundle-file-error')}
      parse={parseBundleExport}
      // A partly created bundle (a widget type refused midway) is listed after the reload the caller does.
      onImport={(parsed) => importWidgetsBundle(parsed).then(() => onClose(true))}
      onClose={() => onClose(false)}
      testId="widgets-bundle-import-dialog"
      idPrefix="widgets-bundle-import"
    />
  );
}
