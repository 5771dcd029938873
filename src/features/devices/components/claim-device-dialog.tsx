/**
 * Claim a device (customer users): the device's name and its secret key; the server answers SUCCESS,
 * FAILURE or CLAIMED, shown in the dialog.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { claimDevice, type ClaimResult } from '../../../api/devices';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';

export function ClaimDeviceDialog({ onClose }: { onClose(claimed: boolean): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const { busy, run } = useFormSubmit();
  const [result, setResult] = useState<ClaimResult | null>(null);
  const [touched, setTouched] = useState(false);
  const submit = async () => {
    setTouched(true);
    if (!name.trim()) return;
    const claim = async () => {
      const r = await claimDevice(name.trim(), secret);
      if (r === 'SUCCESS') onClose(true);
      else setResult(r);
    };
    if (!(await run(claim))) setResult('FAILURE');
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose(false)}
      title={t('device.claim-device')}
      width={480}
      testId="claim-dialog"
      actions={
        <>
          <Button $variant="text" onClick={() => onClose(false)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={busy} data-testid="claim-submit">
            {t('device.claim')}
          </Button>
        </>
      }
    >
      <p>{t('device.claim-device-text')}</p>
      <TextField
        label={t('device.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={touched && !name.trim() ? t('device.name-required') : undefined}
        data-testid="claim-name"
      />
      <TextField
        label={t('device.secret-key')}
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        data-testid="claim-secret"
      />
      {result ? (
        <p role="alert" data-testid="claim-result">
          {result === 'CLAIMED' ? t('device.claim-already-claimed') : t('device.claim-failed')}
        </p>
      ) : null}
    </Dialog>
  );
}
