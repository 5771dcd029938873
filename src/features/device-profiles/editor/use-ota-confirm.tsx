/**
 * The OTA-change confirmation of a profile save: 'ota-update.change-firmware' / 'ota-update.change-software' with
 * the number of devices, and a Proceed button. Uses the element's dialog service.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import type { OtaPackageType } from '../../../api/ota-packages';

export function useOtaConfirm(): (type: OtaPackageType, count: number) => Promise<boolean> {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (type, count) =>
    dialogs.confirm({
      title:
        type === 'FIRMWARE' ? t('ota-update.change-firmware', { count }) : t('ota-update.change-software', { count }),
      okLabel: t('action.proceed'),
      cancelLabel: t('action.cancel'),
      testId: 'ota-change-confirm',
    });
}
