/** Import a device profile from a JSON file (an export of this console or of ThingsBoard) and create it. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { FileInput, type LoadedFile } from '../../../ui/file-input/file-input';
import type { DeviceProfileServices } from '../api/device-profile-services';
import { ErrorText } from '../editor/editor-styles';
import { parseImportedProfile } from '../model/profile-json';
import type { DeviceProfile } from '../model/device-profile';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';

export interface ImportProfileDialogProps {
  services: Pick<DeviceProfileServices, 'saveProfile'>;
  onClose(created: DeviceProfile | null): void;
}

export function ImportProfileDialog({ services, onClose }: ImportProfileDialogProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const {
    busy,
    error,
    setError,
    run: submit,
  } = useFormSubmit((e) => (e instanceof Error ? e.message : t('device-profile.save-failed')));
  const run = async () => {
    const profile = files[0] ? parseImportedProfile(String(files[0].content)) : null;
    if (!profile) return setError(t('device-profile.invalid-file'));
    await submit(async () => onClose(await services.saveProfile(profile)));
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !busy && onClose(null)}
      title={t('device-profile.import')}
      testId="import-profile-dialog"
      actions={
        <>
          <Button $variant="text" disabled={busy} onClick={() => onClose(null)}>
            {t('action.cancel')}
          </Button>
          <Button disabled={busy || files.length === 0} onClick={() => void run()} data-testid="import-profile-ok">
            {t('device-profile.import-action')}
          </Button>
        </>
      }
    >
      <FileInput
        label={t('device-profile.profile-file')}
        value={files}
        onChange={(f) => {
          setFiles(f);
          setError(null);
        }}
        allowedExtensions="json"
        required
        testId="import-profile-file"
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}
