/**
 * The OTA save sequence: with a file, save the info first (no file, checksum or
 * algorithm), then upload the file with its checksum — computed in the browser when the user left it empty, so the
 * server verifies instead of trusting — and delete the package again if the upload fails. Without a file only the info
 * is saved.
 */
import type { OtaPackageInfo } from '../../../api/ota-packages';
import type { UploadProgress } from '../../../api/transfer';
import type { ChecksumAlgorithm } from '../../../lib/checksum/checksum';
import { otaInfoRequest, type OtaForm } from '../model/ota-form';

export interface OtaSaveDeps {
  saveInfo(info: object): Promise<OtaPackageInfo>;
  upload(
    id: string,
    file: File,
    algorithm: ChecksumAlgorithm,
    checksum: string | null,
    onProgress: (p: UploadProgress) => void,
  ): Promise<OtaPackageInfo>;
  remove(id: string): Promise<void>;
  /** Null when the algorithm cannot be computed here (then the server computes it). */
  checksum(algorithm: ChecksumAlgorithm, data: Uint8Array): Promise<string | null>;
}

export type OtaSavePhase = 'info' | 'checksum' | 'upload';

export async function saveOtaPackage(
  form: OtaForm,
  deps: OtaSaveDeps,
  onProgress: (p: UploadProgress) => void = () => undefined,
  onPhase: (p: OtaSavePhase) => void = () => undefined,
): Promise<OtaPackageInfo> {
  onPhase('info');
  const info = await deps.saveInfo(otaInfoRequest(form));
  if (form.source !== 'file' || !form.file) return info;
  try {
    let checksum: string | null = form.checksum.trim() || null;
    if (!checksum) {
      onPhase('checksum');
      checksum = await deps.checksum(form.checksumAlgorithm, new Uint8Array(await form.file.arrayBuffer()));
    }
    onPhase('upload');
    return await deps.upload(info.id.id, form.file, form.checksumAlgorithm, checksum, onProgress);
  } catch (e) {
    await deps.remove(info.id.id).catch(() => undefined);
    throw e;
  }
}
