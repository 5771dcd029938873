/** Shows a user's activation link with a copy button (ThingsBoard's "activation link" dialog). */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import { Dialog } from '../../../ui/dialog/dialog';
import { v } from '../../../ui/theme/tokens';

const Link = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  a {
    flex: 1;
    padding: 8px 10px;
    border-radius: 4px;
    font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace;
    word-break: break-all;
    color: ${v('color-primary')};
    background: ${v('color-surface-2')};
  }
`;

export function ActivationLinkDialog({ link, onClose }: { link: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('user.activation-link')}
      width={620}
      testId="activation-link-dialog"
      actions={<Button onClick={onClose}>{t('action.ok')}</Button>}
    >
      <p>{t('user.activation-link-text')}</p>
      <Link>
        <a href={link} target="_blank" rel="noopener noreferrer" data-testid="activation-link">
          {link}
        </a>
        <CopyButton text={link} label={t('action.copy')} />
      </Link>
    </Dialog>
  );
}
