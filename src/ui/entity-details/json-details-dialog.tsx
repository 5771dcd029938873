/** Read-only dialog with labelled JSON / text blocks (audit log action data, event data and errors). */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { v } from '../theme/tokens';

const Block = styled.section`
  margin: 0 0 16px;
  h3 {
    margin: 0 0 6px;
    font-size: 13px;
    font-weight: 500;
    color: ${v('color-text-secondary')};
  }
  pre {
    margin: 0;
    max-height: 360px;
    overflow: auto;
    padding: 12px;
    border-radius: 4px;
    font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    white-space: pre-wrap;
    word-break: break-word;
    color: ${v('color-text')};
    background: ${v('color-surface-2')};
    border: 1px solid ${v('color-divider')};
  }
`;

/** Pretty text of any value: JSON indented by 2, strings that hold JSON parsed first. */
export function prettyValue(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

export interface JsonDetailsDialogProps {
  title: string;
  blocks: readonly { label: string; value: unknown }[];
  onClose(): void;
  testId?: string;
}

export function JsonDetailsDialog({ title, blocks, onClose, testId }: JsonDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} width={720} testId={testId} actions={<Button onClick={onClose}>{t('action.close')}</Button>}>
      {blocks.map((b) => (
        <Block key={b.label}>
          <h3>{b.label}</h3>
          <pre>{prettyValue(b.value)}</pre>
        </Block>
      ))}
    </Dialog>
  );
}
