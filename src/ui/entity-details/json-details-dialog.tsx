/** Read-only dialog with labelled JSON / text blocks (audit log action data, event data and errors). */
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { JsonBlock } from './json-block';

export interface JsonDetailsDialogProps {
  title: string;
  blocks: readonly { label: string; value: unknown }[];
  onClose(): void;
  testId?: string;
}

export function JsonDetailsDialog({ title, blocks, onClose, testId }: JsonDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      width={720}
      testId={testId}
      actions={<Button onClick={onClose}>{t('action.close')}</Button>}
    >
      {blocks.map((b) => (
        <JsonBlock key={b.label} label={b.label} value={b.value} />
      ))}
    </Dialog>
  );
}
