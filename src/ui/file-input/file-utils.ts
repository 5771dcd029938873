/** File helpers: extension filter, size formatting, reading as text / binary / data URL. */

/** 'json, .csv' → ['json', 'csv'] (lower case, no dots). */
export function parseExtensions(allowed: string | null | undefined): string[] {
  return (allowed ?? '')
    .split(',')
    .map((e) => e.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** True when there is no filter or the file name ends with one of the extensions. */
export function extensionAllowed(fileName: string, allowed: readonly string[]): boolean {
  if (!allowed.length) return true;
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return allowed.includes(ext);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const DECIMALS = [0, 1, 1, 1, 2, 2] as const;

/** File size as ThingsBoard shows it: units bytes…PB, step 1024, decimals 0, 1, 1, 1, 2, 2. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(DECIMALS[unit])} ${UNITS[unit]}`;
}

export type ReadAs = 'text' | 'binary' | 'dataUrl';

/** Read a file with FileReader. */
export function readFile(file: Blob, as: ReadAs): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(file);
    else if (as === 'binary') reader.readAsArrayBuffer(file);
    else reader.readAsDataURL(file);
  });
}
