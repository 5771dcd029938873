/**
 * File input: drop area (also a button), clear button, 'no file' text; optional comma-separated
 * allowed extensions; read as text or binary; single or multiple; a required missing file shows import.no-file.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { FieldError } from '../field/field-frame';
import { CloseIcon } from '../icons/control-icons';
import { v } from '../theme/tokens';
import { DropZone } from './drop-zone';
import { extensionAllowed, formatFileSize, parseExtensions, readFile } from './file-utils';

export interface LoadedFile {
  name: string;
  size: number;
  type: string;
  content: string | ArrayBuffer;
}

export interface FileInputProps {
  label: string;
  value: readonly LoadedFile[];
  onChange(files: LoadedFile[]): void;
  /** 'json,csv' */
  allowedExtensions?: string;
  readAs?: 'text' | 'binary';
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  color: ${v('color-text')};
  & > span {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > small {
    color: ${v('color-text-secondary')};
  }
`;

export function FileInput({
  label,
  value,
  onChange,
  allowedExtensions,
  readAs = 'text',
  multiple,
  required,
  disabled,
  testId,
}: FileInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [typeError, setTypeError] = useState<string | null>(null);
  const exts = parseExtensions(allowedExtensions);
  const accept = exts.length ? exts.map((e) => `.${e}`).join(',') : undefined;
  const take = async (files: File[]) => {
    setTouched(true);
    const ok = files.filter((f) => extensionAllowed(f.name, exts));
    setTypeError(ok.length < files.length ? t('import.file-type-not-allowed', { extensions: exts.join(', ') }) : null);
    const chosen = multiple ? ok : ok.slice(0, 1);
    if (!chosen.length) return;
    const loaded = await Promise.all(
      chosen.map(async (f) => ({ name: f.name, size: f.size, type: f.type, content: await readFile(f, readAs) })),
    );
    onChange(multiple ? [...value, ...loaded] : loaded);
  };
  const error = typeError ?? (touched && required && value.length === 0 ? t('import.no-file') : null);
  return (
    <div data-testid={testId}>
      <DropZone
        label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        invalid={!!error}
        onFiles={(f) => void take(f)}
        describedBy={`${id}-msg`}
      >
        <strong>{label}</strong>
        <span>{t('import.drop-file')}</span>
      </DropZone>
      {value.length === 0 ? (
        <Row>
          <span data-testid="file-none">{t('import.no-file')}</span>
        </Row>
      ) : (
        value.map((f, i) => (
          <Row key={`${f.name}-${i}`} data-file="">
            <span>{f.name}</span>
            <small>{formatFileSize(f.size)}</small>
            <IconButton
              aria-label={t('action.remove-item', { item: f.name })}
              disabled={disabled}
              onClick={() => {
                setTouched(true);
                onChange(value.filter((_, k) => k !== i));
              }}
            >
              <CloseIcon size={18} />
            </IconButton>
          </Row>
        ))
      )}
      <FieldError id={`${id}-msg`} error={error} />
    </div>
  );
}
