/**
 * Details of a saved package: type, profile, tag, and for a file its name, size (bytes…PB), content type,
 * checksum algorithm and checksum (copyable) and a download; for an external package its URL (copyable).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import type { OtaPackageInfo } from '../../../api/ota-packages';
import { Button } from '../../../ui/button/button';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import { formatFileSize } from '../../../ui/file-input/file-utils';
import { saveFile } from '../../../ui/file-input/save-file';
import { v } from '../../../ui/theme/tokens';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    color: ${v('color-text-secondary')};
    font-size: 13px;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd code {
    font-family: ui-monospace, 'Roboto Mono', monospace;
    font-size: 13px;
  }
`;

export interface OtaPackageDetailsProps {
  pkg: OtaPackageInfo;
  profileName?: string;
  download(id: string): Promise<{ blob: Blob; fileName: string | null }>;
}

export function OtaPackageDetails({ pkg, profileName, download }: OtaPackageDetailsProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const fetchFile = async () => {
    setError(null);
    try {
      const file = await download(pkg.id.id);
      saveFile(file.blob, file.fileName ?? pkg.fileName ?? `${pkg.title}-${pkg.version}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div data-testid="ota-details">
      <List>
        <dt>{t('ota-update.package-type')}</dt>
        <dd>{t(`ota-update.type-${pkg.type.toLowerCase()}`)}</dd>
        {profileName ? (
          <>
            <dt>{t('ota-update.device-profile')}</dt>
            <dd>{profileName}</dd>
          </>
        ) : null}
        {pkg.tag ? (
          <>
            <dt>{t('ota-update.version-tag')}</dt>
            <dd>{pkg.tag}</dd>
          </>
        ) : null}
        {pkg.url ? (
          <>
            <dt>{t('ota-update.direct-url')}</dt>
            <dd>
              <code>{pkg.url}</code>
              <CopyButton text={pkg.url} label={t('ota-update.copy-direct-url')} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t('ota-update.file-name')}</dt>
            <dd>{pkg.fileName}</dd>
            <dt>{t('ota-update.file-size')}</dt>
            <dd data-testid="ota-size">{pkg.dataSize != null ? formatFileSize(pkg.dataSize) : ''}</dd>
            <dt>{t('ota-update.content-type')}</dt>
            <dd>{pkg.contentType}</dd>
            <dt>{t('ota-update.checksum-algorithm')}</dt>
            <dd>{pkg.checksumAlgorithm?.replace('_', '-')}</dd>
            <dt>{t('ota-update.checksum')}</dt>
            <dd>
              <code data-testid="ota-checksum-value">{pkg.checksum}</code>
              {pkg.checksum ? (
                <CopyButton text={pkg.checksum} label={t('ota-update.copy-checksum')} testId="ota-copy-checksum" />
              ) : null}
            </dd>
          </>
        )}
      </List>
      {!pkg.url && pkg.hasData ? (
        <Button $variant="outlined" onClick={() => void fetchFile()} data-testid="ota-download">
          {t('ota-update.download')}
        </Button>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
