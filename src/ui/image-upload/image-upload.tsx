/**
 * Image upload: drop area, preview and clear button. Only image data is accepted (stored as a data
 * URL); a file above `maxSizeBytes` is refused with the alert 'cannot upload file / maximum upload file size'
 * through the caller's `alert` (the shell's alert dialog), or inline when none is given.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../button/button';
import { FieldError } from '../field/field-frame';
import { DropZone } from '../file-input/drop-zone';
import { formatFileSize, readFile } from '../file-input/file-utils';
import { v } from '../theme/tokens';

export interface ImageUploadProps {
  label: string;
  /** Data URL of the image, or null. */
  value: string | null;
  onChange(dataUrl: string | null): void;
  maxSizeBytes?: number;
  alert?(title: string, message: string): void;
  disabled?: boolean;
  testId?: string;
}

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 8px;
  & img {
    max-width: 160px;
    max-height: 120px;
    border-radius: 4px;
    border: 1px solid ${v('color-divider')};
    object-fit: contain;
    background: ${v('color-surface-2')};
  }
`;

export function ImageUpload({ label, value, onChange, maxSizeBytes, alert, disabled, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (maxSizeBytes != null && file.size > maxSizeBytes) {
      const title = t('dashboard.cannot-upload-file');
      const message = t('dashboard.maximum-upload-file-size', { size: formatFileSize(maxSizeBytes) });
      if (alert) alert(title, message);
      else setError(`${title}: ${message}`);
      return;
    }
    const data = file.type.startsWith('image/') ? String(await readFile(file, 'dataUrl')) : '';
    if (!data.startsWith('data:image/')) {
      setError(t('image-input.not-an-image'));
      return;
    }
    setError(null);
    onChange(data);
  };
  return (
    <div data-testid={testId}>
      <DropZone
        label={label}
        accept="image/*"
        disabled={disabled}
        invalid={!!error}
        onFiles={(f) => void take(f)}
        describedBy={`${id}-msg`}
      >
        <strong>{label}</strong>
        <span>{t('image-input.drop-image')}</span>
      </DropZone>
      {value ? (
        <Preview>
          <img src={value} alt={t('image-input.preview')} data-testid="image-preview" />
          <Button $variant="text" disabled={disabled} onClick={() => onChange(null)} data-testid="image-clear">
            {t('action.clear')}
          </Button>
        </Preview>
      ) : null}
      <FieldError id={`${id}-msg`} error={error} />
    </div>
  );
}
