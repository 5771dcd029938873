/**
 * "Add package" dialog: title, version, tag, type (firmware/software), device profile, then either a file (with
 * checksum algorithm and an optional checksum — computed here when empty, verified by the server) or an external URL,
 * and a description. Save runs the OTA save sequence (save-ota-package.ts) with an upload progress bar; a failed upload
 * removes the half-created package and shows why.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import type { OtaPackageInfo } from '../../../api/ota-packages';
import type { UploadProgress } from '../../../api/transfer';
import { CHECKSUM_ALGORITHMS, type ChecksumAlgorithm } from '../../../lib/checksum/checksum';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { EntityAutocomplete } from '../../../ui/entity/entity-autocomplete';
import { FileInput, type LoadedFile } from '../../../ui/file-input/file-input';
import { RadioGroup } from '../../../ui/radio/radio-group';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { v } from '../../../ui/theme/tokens';
import type { OtaServices } from '../api/ota-services';
import { saveOtaPackage, type OtaSavePhase } from '../api/save-ota-package';
import { newOtaForm, otaFormErrors, OTA_TYPES, updateOtaForm, type OtaForm, type OtaType } from '../model/ota-form';
import { UploadProgressBar } from './upload-progress';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';
import { ColumnsGrid, TextAreaLabel } from '../../../ui/form/form-dialog-styles';

const ErrorLine = styled.p`
  margin: 8px 0;
  color: ${v('color-warn')};
`;

export interface OtaPackageDialogProps {
  services: OtaServices;
  onClose(created: OtaPackageInfo | null): void;
  /** Preselected device profile. */
  deviceProfileId?: string | null;
}

interface FileSourceProps {
  form: OtaForm;
  set(patch: Partial<OtaForm>): void;
  files: LoadedFile[];
  setFiles(files: LoadedFile[]): void;
  busy: boolean;
  tried: boolean;
  errors: ReturnType<typeof otaFormErrors>;
}

/** The package from a file: the file itself and its checksum (computed when left empty). */
function FileSource({ form, set, files, setFiles, busy, tried, errors }: FileSourceProps) {
  const { t } = useTranslation();
  const firmware = form.type === 'FIRMWARE';
  return (
    <>
      <FileInput
        label={firmware ? t('ota-update.select-firmware-file') : t('ota-update.select-software-file')}
        value={files}
        readAs="binary"
        required
        disabled={busy}
        onChange={(f) => {
          setFiles(f);
          const first = f[0];
          set({
            file: first
              ? new File([first.content], first.name, { type: first.type || 'application/octet-stream' })
              : null,
          });
        }}
        testId="ota-file"
      />
      {tried && errors.file ? <ErrorLine role="alert">{t(errors.file)}</ErrorLine> : null}
      <ColumnsGrid $min={200} $alignStart={false}>
        <Select<ChecksumAlgorithm>
          label={t('ota-update.checksum-algorithm')}
          value={form.checksumAlgorithm}
          disabled={busy}
          options={CHECKSUM_ALGORITHMS.map((a) => ({ value: a, label: a.replace('_', '-') }))}
          onChange={(checksumAlgorithm) => set({ checksumAlgorithm })}
          testId="ota-checksum-algorithm"
        />
        <TextField
          label={t('ota-update.checksum')}
          value={form.checksum}
          disabled={busy}
          onChange={(e) => set({ checksum: e.target.value })}
          data-testid="ota-checksum"
        />
      </ColumnsGrid>
      <p style={{ margin: '0 0 12px', fontSize: 13 }}>{t('ota-update.checksum-hint')}</p>
    </>
  );
}

/** The package's identity: title, version, tag, type and the device profile it belongs to. */
function IdentityFields({
  form,
  set,
  busy,
  tried,
  errors,
  services,
}: Omit<FileSourceProps, 'files' | 'setFiles'> & { services: OtaServices }) {
  const { t } = useTranslation();
  const err = (f: keyof typeof errors) => (tried && errors[f] ? t(errors[f]!) : undefined);
  return (
    <>
      <ColumnsGrid $min={200} $alignStart={false}>
        <TextField
          label={t('ota-update.title')}
          value={form.title}
          required
          disabled={busy}
          error={err('title')}
          onChange={(e) => set({ title: e.target.value })}
          data-testid="ota-title"
        />
        <TextField
          label={t('ota-update.version')}
          value={form.version}
          required
          disabled={busy}
          error={err('version')}
          onChange={(e) => set({ version: e.target.value })}
          data-testid="ota-version"
        />
      </ColumnsGrid>
      <TextField
        label={t('ota-update.version-tag')}
        value={form.tag}
        disabled={busy}
        onChange={(e) => set({ tag: e.target.value })}
        data-testid="ota-tag"
      />
      <ColumnsGrid $min={200} $alignStart={false}>
        <Select<OtaType>
          label={t('ota-update.package-type')}
          value={form.type}
          disabled={busy}
          options={OTA_TYPES.map((o) => ({ value: o, label: t(`ota-update.type-${o.toLowerCase()}`) }))}
          onChange={(type) => set({ type })}
          testId="ota-type"
        />
        <EntityAutocomplete
          entityType="DEVICE_PROFILE"
          label={t('ota-update.device-profile')}
          value={form.deviceProfileId}
          required
          disabled={busy}
          onChange={(id) => set({ deviceProfileId: id })}
          search={(_type, text, pageSize, signal) => services.searchProfiles(text, pageSize, signal)}
          load={(_type, id, signal) => services.loadProfile(id, signal)}
          testId="ota-device-profile"
        />
      </ColumnsGrid>
      {tried && errors.deviceProfileId ? <ErrorLine role="alert">{t(errors.deviceProfileId)}</ErrorLine> : null}
    </>
  );
}

/**
 * Saving the form: a first attempt shows the field errors (and stops while there are any), then the OTA save
 * sequence runs with its phase and upload progress, which are cleared again when it fails.
 */
function useOtaSave(
  form: OtaForm,
  errors: ReturnType<typeof otaFormErrors>,
  services: OtaServices,
  onClose: (created: OtaPackageInfo | null) => void,
) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<OtaSavePhase | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { busy, error, run } = useFormSubmit((e) =>
    e instanceof Error && e.message ? e.message : t('ota-update.save-failed'),
  );
  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    const saved = await run(async () => onClose(await saveOtaPackage(form, services, setProgress, setPhase)));
    if (!saved) {
      setPhase(null);
      setProgress(null);
    }
  };
  return { tried, phase, progress, busy, error, save };
}

export function OtaPackageDialog({ services, onClose, deviceProfileId = null }: OtaPackageDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<OtaForm>(() => newOtaForm(deviceProfileId));
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const errors = otaFormErrors(form);
  const { tried, phase, progress, busy, error, save } = useOtaSave(form, errors, services, onClose);
  const err = (f: keyof typeof errors) => (tried && errors[f] ? t(errors[f]!) : undefined);
  const set = (patch: Partial<OtaForm>) => setForm((f) => updateOtaForm(f, patch));

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !busy && onClose(null)}
      title={t('ota-update.add')}
      width={720}
      testId="ota-package-dialog"
      actions={
        <>
          <Button $variant="text" disabled={busy} onClick={() => onClose(null)}>
            {t('action.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void save()} data-testid="ota-save">
            {t('action.add')}
          </Button>
        </>
      }
    >
      <IdentityFields form={form} set={set} busy={busy} tried={tried} errors={errors} services={services} />
      <RadioGroup<'file' | 'url'>
        row
        label={t('ota-update.source')}
        value={form.source}
        disabled={busy}
        options={[
          { value: 'file', label: t('ota-update.upload-binary-file') },
          { value: 'url', label: t('ota-update.use-external-url') },
        ]}
        onChange={(source) => set({ source })}
      />
      {form.source === 'file' ? (
        <FileSource form={form} set={set} files={files} setFiles={setFiles} busy={busy} tried={tried} errors={errors} />
      ) : (
        <TextField
          label={t('ota-update.direct-url')}
          value={form.url}
          required
          disabled={busy}
          error={err('url')}
          onChange={(e) => set({ url: e.target.value })}
          data-testid="ota-url"
        />
      )}
      <TextAreaLabel $minHeight={64}>
        {t('ota-update.description')}
        <textarea
          value={form.description}
          disabled={busy}
          onChange={(e) => set({ description: e.target.value })}
          data-testid="ota-description"
        />
      </TextAreaLabel>
      {phase === 'checksum' ? <p data-testid="ota-phase">{t('ota-update.computing-checksum')}</p> : null}
      {phase === 'upload' && form.file ? (
        <UploadProgressBar
          loaded={progress?.loaded ?? 0}
          total={progress?.total || form.file.size}
          label={t('ota-update.uploading')}
        />
      ) : null}
      {error ? (
        <ErrorLine role="alert" data-testid="ota-error">
          {error}
        </ErrorLine>
      ) : null}
    </Dialog>
  );
}
