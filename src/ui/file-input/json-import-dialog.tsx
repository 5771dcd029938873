/**
 * "Import from a JSON file" dialog: one .json file, read and checked by `parse` before anything is saved; a file
 * that is not what `parse` expects shows `invalidText` and keeps the dialog open. `onImport` does the saving (a
 * failure keeps the dialog open; its message is the error toast's).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { v } from '../theme/tokens';
import { FileInput, type LoadedFile } from './file-input';
import { useFormSubmit } from '../dialog/use-form-submit';

const ErrorText = styled.p`
  margin: 4px 0 8px;
  color: ${v('color-warn')};
  font-size: 13px;
`;

export interface JsonImportDialogProps<T> {
  title: string;
  fileLabel: string;
  importLabel: string;
  invalidText: string;
  parse(text: string): T | null;
  onImport(value: T): Promise<void>;
  onClose(): void;
  /** Test id of the dialog. */
  testId: string;
  /** Prefix of the file input's and import button's test ids (`<prefix>-file`, `<prefix>-submit`); default `testId`. */
  idPrefix?: string;
}

export function JsonImportDialog<T>({
  title,
  fileLabel,
  importLabel,
  invalidText,
  parse,
  onImport,
  onClose,
  testId,
  idPrefix = testId,
}: JsonImportDialogProps<T>) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  // The server's message is shown by the console's error toast; the dialog stays open for another try.
  const { busy, run } = useFormSubmit();
  const submit = async () => {
    const parsed = files[0] ? parse(String(files[0].content)) : null;
    if (parsed === null) {
      setError(files[0] ? invalidText : t('import.no-file'));
      return;
    }
    await run(() => onImport(parsed));
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      testId={testId}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={busy || files.length === 0}
            data-testid={`${idPrefix}-submit`}
          >
            {importLabel}
          </Button>
        </>
      }
    >
      <FileInput
        label={fileLabel}
        value={files}
        allowedExtensions="json"
        required
        testId={`${idPrefix}-file`}
        onChange={(f) => {
          setFiles(f);
          setError(null);
        }}
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}
