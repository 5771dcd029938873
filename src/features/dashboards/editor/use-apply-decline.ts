/**
 * Apply and Decline of edit mode. Apply saves after the concurrent-edit check; on a conflict the user chooses:
 * reload theirs (drop mine), overwrite, or keep editing. Decline asks first when there are changes.
 */
import { createElement } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { DialogService } from '../../../ui/dialog/dialog-service';
import type { useToast } from '../../../ui/toast/toast-context';
import { ConflictDialog, type ConflictChoice } from './conflict-dialog';
import type { EditControllerState } from './edit-controller';
import { saveChecked } from './save-flow';

export function useApplyDecline(ctl: EditControllerState, dialogs: DialogService, toast: ReturnType<typeof useToast>) {
  const { t } = useTranslation();
  const { dashboardId } = ctl.options;
  const save = async (overwrite: boolean): Promise<void> => {
    ctl.setUi({ busy: true });
    const out = await saveChecked(dashboardId, ctl.session.base, ctl.session.raw, overwrite);
    ctl.setUi({ busy: false });
    if (out.kind === 'saved') {
      toast.show({ message: t('dashboard.saved'), type: 'success' });
      return ctl.exit(out.dashboard);
    }
    if (out.kind === 'failed')
      return void toast.show({ message: out.message || t('dashboard.save-failed'), type: 'error' });
    const choice = await dialogs.open<ConflictChoice>((close) => createElement(ConflictDialog, { onResult: close }));
    if (choice === 'reload') ctl.exit(out.server);
    else if (choice === 'overwrite') await save(true);
  };
  const apply = () => {
    if (!ctl.session.dirty) return ctl.exit(null);
    void save(false);
  };
  const decline = async () => {
    if (ctl.session.dirty) {
      const ok = await dialogs.confirm({
        title: t('dashboard.decline-changes-title'),
        message: t('dashboard.decline-changes-text'),
        okLabel: t('action.yes'),
        cancelLabel: t('action.no'),
        testId: 'decline-confirm',
      });
      if (!ok) return;
    }
    ctl.exit(null);
  };
  return { apply, decline: () => void decline() };
}
