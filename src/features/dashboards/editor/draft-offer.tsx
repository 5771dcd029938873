/**
 * "Restore unsaved changes?" when a dashboard opens and its user left a draft that differs from the server copy.
 * Discard deletes the draft; a draft equal to the server copy (saved elsewhere meanwhile) is deleted silently.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../lib/intl-format';
import { formatRelativeTime } from '../../../lib/intl-styles';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { deleteDraft, draftKey, readDraft, type Draft } from './drafts';
import { normaliseForEdit, stableStringify, type Json } from './ops/tb-json';

export interface DraftPromptProps {
  onRestore(): void;
  onDiscard(): void;
}

export interface DraftOfferState {
  draft: Draft;
  Prompt(props: DraftPromptProps): React.ReactNode;
}

export async function findDraft(userId: string, dashboardId: string, server: Json): Promise<DraftOfferState | null> {
  const draft = await readDraft(draftKey(userId, dashboardId));
  if (!draft) return null;
  if (stableStringify(normaliseForEdit(draft.raw)) === stableStringify(normaliseForEdit(server))) {
    await deleteDraft(draft.key);
    return null;
  }
  return { draft, Prompt: (p) => <DraftPrompt draft={draft} {...p} /> };
}

function DraftPrompt({ draft, onRestore, onDiscard }: DraftPromptProps & { draft: Draft }) {
  const { t, i18n } = useTranslation();
  const discard = () => void deleteDraft(draft.key).then(onDiscard);
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      role="alertdialog"
      title={t('dashboard.draft-found-title')}
      testId="draft-offer"
      actions={
        <>
          <Button $variant="text" onClick={discard} data-testid="draft-discard">
            {t('dashboard.draft-discard')}
          </Button>
          <Button onClick={onRestore} data-testid="draft-restore">
            {t('dashboard.draft-restore')}
          </Button>
        </>
      }
    >
      {/* "last edited 5 minutes ago", in the UI language; the exact time on hover. */}
      <span title={formatDateTime(draft.savedAt, i18n.language)}>
        {t('dashboard.draft-found-text', { time: formatRelativeTime(draft.savedAt, i18n.language) })}
      </span>
    </Dialog>
  );
}
