/**
 * "Add device profile" wizard (as ThingsBoard 3.3.1): Device profile details → Transport configuration → Alarm
 * rules → Device provisioning. Add is available on every step once the steps are valid; the new profile is created
 * with one save (a new profile has no packages, so there is nothing to confirm).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { v } from '../../../ui/theme/tokens';
import { AlarmRulesSection } from '../alarms/alarm-rules-section';
import type { DeviceProfileServices } from '../api/device-profile-services';
import { DetailsSection } from '../editor/details-section';
import { ErrorText } from '../editor/editor-styles';
import { profileErrors, type EditorTab } from '../editor/profile-validation';
import { ProvisionSection } from '../editor/provision-section';
import { ServicesContext } from '../editor/services-context';
import { newDeviceProfile, type DeviceProfile } from '../model/device-profile';
import { TransportSection } from '../transport/transport-section';
import { useFormSubmit } from '../../../ui/dialog/use-form-submit';

const STEPS: EditorTab[] = ['details', 'transport', 'alarms', 'provisioning'];

const Steps = styled.ol`
  display: flex;
  gap: 4px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 13px;
    color: ${v('color-text-secondary')};
    counter-increment: step;
  }
  & > li::before {
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    color: ${v('color-primary-contrast')};
    background: ${v('color-text-secondary')};
    font-size: 12px;
  }
  & > li[aria-current='step'] {
    color: ${v('color-text')};
    font-weight: 500;
  }
  & > li[aria-current='step']::before,
  & > li[data-done]::before {
    background: ${v('color-primary')};
  }
`;

const Body = styled.div`
  min-height: 320px;
`;

export interface DeviceProfileWizardProps {
  services: DeviceProfileServices;
  onClose(created: DeviceProfile | null): void;
  /** Starting profile (e.g. a name typed elsewhere). */
  initial?: DeviceProfile;
}

export function DeviceProfileWizard({ services, onClose, initial }: DeviceProfileWizardProps) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState(() => initial ?? newDeviceProfile());
  const [step, setStep] = useState(0);
  const [tried, setTried] = useState<Set<number>>(new Set());
  const { busy, error, run } = useFormSubmit((e) => (e instanceof Error ? e.message : t('device-profile.save-failed')));
  const errors = profileErrors(profile);
  const stepValid = (i: number) => errors[STEPS[i]!].length === 0;
  const allValid = STEPS.every((_, i) => stepValid(i));
  const titles: Record<EditorTab, string> = {
    details: t('device-profile.wizard-details'),
    transport: t('device-profile.transport-configuration'),
    alarms: t('device-profile.alarm-rules'),
    provisioning: t('device-profile.device-provisioning'),
  };
  const next = () => {
    if (!stepValid(step)) return setTried(new Set(tried).add(step));
    setStep(step + 1);
  };
  const add = async () => {
    if (!allValid) {
      const bad = STEPS.findIndex((_, i) => !stepValid(i));
      setTried(new Set(tried).add(bad));
      setStep(bad);
      return;
    }
    await run(async () => onClose(await services.saveProfile(profile)));
  };
  const common = { profile, onChange: setProfile, disabled: busy, showErrors: tried.has(step) };
  const current = STEPS[step]!;
  return (
    <ServicesContext.Provider value={services}>
      <Dialog
        open
        onOpenChange={(o) => !o && !busy && onClose(null)}
        title={t('device-profile.add')}
        width={880}
        testId="device-profile-wizard"
        actions={
          <>
            {error ? (
              <ErrorText role="alert" style={{ marginInlineEnd: 'auto' }}>
                {error}
              </ErrorText>
            ) : null}
            <Button $variant="text" disabled={busy} onClick={() => onClose(null)}>
              {t('action.cancel')}
            </Button>
            {step > 0 ? (
              <Button $variant="outlined" disabled={busy} onClick={() => setStep(step - 1)} data-testid="wizard-back">
                {t('action.back')}
              </Button>
            ) : null}
            {step < STEPS.length - 1 ? (
              <Button $variant="outlined" disabled={busy} onClick={next} data-testid="wizard-next">
                {t('device-profile.wizard-next', { step: titles[STEPS[step + 1]!] })}
              </Button>
            ) : null}
            <Button disabled={busy} onClick={() => void add()} data-testid="wizard-add">
              {t('action.add')}
            </Button>
          </>
        }
      >
        <Steps aria-label={t('device-profile.wizard-steps')}>
          {STEPS.map((s, i) => (
            <li key={s} aria-current={i === step ? 'step' : undefined} data-done={i < step || undefined}>
              {titles[s]}
            </li>
          ))}
        </Steps>
        <Body>
          {current === 'details' ? <DetailsSection {...common} /> : null}
          {current === 'transport' ? <TransportSection {...common} /> : null}
          {current === 'alarms' ? <AlarmRulesSection {...common} /> : null}
          {current === 'provisioning' ? <ProvisionSection {...common} /> : null}
        </Body>
      </Dialog>
    </ServicesContext.Provider>
  );
}
