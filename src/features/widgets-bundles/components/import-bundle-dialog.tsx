/**
 * Import a widgets bundle export (.json): the file is checked first, so a file that is not a bundle export shows
 * the error and nothing is created; then the bundle and each of its widget types are saved.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { importWidgetsBundle, parseBundleExport } from '../../../api/widgets-bundles';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { FileInput, type LoadedFile } from '../../../ui/file-input/file-input';
import { v } from '../../../ui/theme/tokens';

const ErrorText = styled.p`
  margin: 4px 0 8px;
  color: ${v('color-warn')};
  font-size: 13px;
`;

export function ImportBundleDialog({ onClose }: { onClose(changed: boolean): void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = files[0] ? parseBundleExport(String(files[0].content)) : null;
    if (!parsed) {
      setError(t(files[0] ? 'widgets-bundle.invalid-widgets-bundle-file-error' : 'import.no-file'));
      return;
    }
    setBusy(true);
    try {
      await importWidgetsBundle(parsed);
      onClose(true);
    } catch {
      // The server's message is shown by the shell's error toast; a partly created bundle is listed after reload.
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose(false)}
      title={t('widgets-bundle.import')}
      testId="widgets-bundle-import-dialog"
      actions={
        <>
          <Button $variant="text" onClick={() => onClose(false)}>{t('action.cancel')}</Button>
          <Button onClick={() => void submit()} disabled={busy || files.length === 0} data-testid="widgets-bundle-import-submit">{t('action.import')}</Button>
        </>
      }
    >
      <FileInput label={t('widgets-bundle.widgets-bundle-file')} value={files} allowedExtensions="json" required testId="widgets-bundle-import-file" onChange={(f) => { setFiles(f); setError(null); }} />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}
