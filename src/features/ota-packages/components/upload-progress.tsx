/** Determinate upload progress: a bar with the percentage and "sent of total". */
import styled from 'styled-components';
import { formatFileSize } from '../../../ui/file-input/file-utils';
import { v } from '../../../ui/theme/tokens';

const Track = styled.div`
  height: 6px;
  border-radius: 3px;
  overflow: hidden;
  background: color-mix(in srgb, ${v('color-primary')} 22%, transparent);
  & > div {
    height: 100%;
    background: ${v('color-primary')};
    transition: width 120ms linear;
  }
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 4px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
`;

export function UploadProgressBar({ loaded, total, label }: { loaded: number; total: number; label: string }) {
  const pct = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <div data-testid="upload-progress">
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <div style={{ width: `${pct}%` }} />
      </Track>
      <Caption>
        <span>{label}</span>
        <span>
          {pct}% · {formatFileSize(loaded)} / {formatFileSize(total)}
        </span>
      </Caption>
    </div>
  );
}
