/**
 * Copy button: copies `text` to the clipboard; afterwards shows a done icon and a 'copied' tooltip for 1.5 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IconButton } from '../button/button';
import { CheckIcon, CopyIcon } from '../icons/control-icons';
import { Tooltip } from '../tooltip/tooltip';

/** How long the 'copied' feedback stays, ms. */
export const COPY_FEEDBACK_MS = 1500;

export interface CopyButtonProps {
  /** The text to copy (a function is read at click time). */
  text: string | (() => string);
  /** Tooltip before copying; default 'Copy'. */
  label?: string;
  /** Called after a successful copy. */
  onCopied?(): void;
  disabled?: boolean;
  testId?: string;
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('Clipboard unavailable');
}

export function CopyButton({ text, label, onCopied, disabled, testId }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await writeClipboard(typeof text === 'function' ? text() : text);
    } catch {
      return;
    }
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };
  return (
    <Tooltip content={copied ? t('action.copied') : (label ?? t('action.copy'))} open={copied ? true : undefined}>
      <IconButton
        aria-label={label ?? t('action.copy')}
        disabled={disabled}
        onClick={() => void copy()}
        data-testid={testId}
        data-copied={copied || undefined}
      >
        {copied ? <CheckIcon size={20} /> : <CopyIcon size={20} />}
      </IconButton>
    </Tooltip>
  );
}
