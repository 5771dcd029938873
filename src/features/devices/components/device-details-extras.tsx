/** Extra buttons of the device details (after the row actions): copy the device id, copy the access token. */
import { useTranslation } from '../../../i18n/use-translation';
import { getDeviceCredentials, type DeviceInfo } from '../../../api/devices';
import { Button } from '../../../ui/button/button';
import { CopyIcon } from '../../../ui/icons/control-icons';
import { useToast } from '../../../ui/toast/toast-context';

async function copy(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

export function DeviceDetailsExtras({ device }: { device: DeviceInfo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const done = (message: string) => toast.show({ message, type: 'success' });
  return (
    <>
      <Button
        $variant="outlined"
        data-detail-action="copy-id"
        onClick={() =>
          void copy(device.id.id).then(
            () => done(t('device.id-copied')),
            () => undefined,
          )
        }
      >
        <CopyIcon size={18} />
        {t('device.copy-id')}
      </Button>
      <Button
        $variant="outlined"
        data-detail-action="copy-token"
        onClick={() =>
          void getDeviceCredentials(device.id.id).then(
            (c) =>
              c.credentialsType === 'ACCESS_TOKEN' && c.credentialsId
                ? copy(c.credentialsId).then(() => done(t('device.token-copied')))
                : toast.show({ message: t('device.no-access-token'), type: 'info' }),
            () => undefined,
          )
        }
      >
        <CopyIcon size={18} />
        {t('device.copy-access-token')}
      </Button>
    </>
  );
}
