/** Upload a resource: title, type (LwM2M model, JKS, PKCS #12) and the file, sent base64-encoded. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RESOURCE_TYPES, saveResource, type ResourceInfo, type ResourceType } from '../../api/resources';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { FileInput, type LoadedFile } from '../../ui/file-input/file-input';
import { Select } from '../../ui/select/select';
import { TextField } from '../../ui/text-field/text-field';
import { useFormSubmit } from '../../ui/dialog/use-form-submit';

const EXTENSIONS: Record<ResourceType, string> = { LWM2M_MODEL: 'xml', JKS: 'jks', PKCS_12: 'pfx,p12' };

/** Base64 of bytes, in chunks (a spread of a large array would overflow the call stack). */
export function toBase64(content: string | ArrayBuffer): string {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function ResourceUploadDialog({ onClose }: { onClose(saved: ResourceInfo | null): void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<ResourceType>('LWM2M_MODEL');
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const { busy, error, setError, run: submit } = useFormSubmit((e) => (e instanceof Error ? e.message : String(e)));
  const file = files[0];
  // LwM2M models take their title from the XML on the server; key stores need one.
  const titleNeeded = type !== 'LWM2M_MODEL';
  const run = async () => {
    if (!file) return;
    await submit(async () =>
      onClose(
        await saveResource({
          title: titleNeeded ? title.trim() : file.name,
          resourceType: type,
          fileName: file.name,
          data: toBase64(file.content),
        }),
      ),
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !busy && onClose(null)}
      title={t('resource.add')}
      testId="resource-dialog"
      actions={
        <>
          <Button $variant="text" disabled={busy} onClick={() => onClose(null)}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={busy || !file || (titleNeeded && !title.trim())}
            onClick={() => void run()}
            data-testid="resource-upload"
          >
            {t('resource.upload')}
          </Button>
        </>
      }
    >
      <Select
        label={t('resource.resource-type')}
        value={type}
        options={RESOURCE_TYPES.map((x) => ({ value: x, label: t(`resource.type-${x.toLowerCase()}`) }))}
        onChange={(x) => {
          setType(x);
          setFiles([]);
        }}
        testId="resource-type"
      />
      {titleNeeded ? (
        <TextField
          label={t('resource.title')}
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="resource-title"
        />
      ) : null}
      <FileInput
        key={type}
        label={t('resource.file')}
        value={files}
        onChange={(f) => {
          setFiles(f);
          setError(null);
        }}
        allowedExtensions={EXTENSIONS[type]}
        readAs={type === 'LWM2M_MODEL' ? 'text' : 'binary'}
        required
        testId="resource-file"
      />
      {error ? <p role="alert">{error}</p> : null}
    </Dialog>
  );
}
