/**
 * The device profile editor (ThingsBoard 3.3.1 profile details): tabs Details, Transport configuration, Alarm rules
 * and Device provisioning over one draft profile; Save validates every tab, confirms a firmware/software change
 * with the number of devices it updates, and reports a declined confirmation as 'Canceled saving device profiles'.
 * Export JSON downloads the profile as ThingsBoard exports it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { saveFile } from '../../../ui/file-input/save-file';
import { Tabs } from '../../../ui/tabs/tabs';
import { v } from '../../../ui/theme/tokens';
import { useToast } from '../../../ui/toast/toast-context';
import { AlarmRulesSection } from '../alarms/alarm-rules-section';
import type { DeviceProfileServices } from '../api/device-profile-services';
import { saveDeviceProfileConfirmingOta } from '../api/save-device-profile';
import { normalizeDeviceProfile, type DeviceProfile } from '../model/device-profile';
import { exportFileName, exportProfileJson } from '../model/profile-json';
import { TransportSection } from '../transport/transport-section';
import { DetailsSection } from './details-section';
import { ErrorText, TabBody } from './editor-styles';
import { profileErrors, type EditorTab } from './profile-validation';
import { ProvisionSection } from './provision-section';
import { ServicesContext } from './services-context';
import { useOtaConfirm } from './use-ota-confirm';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px 0;
  margin-top: 8px;
  border-top: 1px solid ${v('color-divider')};
  background: ${v('color-surface')};
  & > span {
    flex: 1;
  }
`;

const Dot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-start: 6px;
  border-radius: 50%;
  background: ${v('color-warn')};
  vertical-align: middle;
`;

export interface DeviceProfileEditorProps {
  /** The profile as loaded (or a new one from newDeviceProfile()). */
  value: DeviceProfile;
  services: DeviceProfileServices;
  /** Called with the saved profile. */
  onSaved?(profile: DeviceProfile): void;
  onCancel?(): void;
  readOnly?: boolean;
  /** Initial tab. */
  tab?: EditorTab;
}

/**
 * The draft of the edited profile against the last loaded or saved one: reset when a new profile comes in; save
 * validates every tab first (opening the first tab with errors), confirms a firmware/software change, and keeps the
 * server's error to show; revert drops the changes.
 */
function useProfileDraft(
  value: DeviceProfile,
  services: DeviceProfileServices,
  onInvalid: (tab: EditorTab) => void,
  onSaved?: (profile: DeviceProfile) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirmOta = useOtaConfirm();
  const [origin, setOrigin] = useState(() => normalizeDeviceProfile(value));
  const [draft, setDraft] = useState(origin);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const next = normalizeDeviceProfile(value);
    setOrigin(next);
    setDraft(next);
    setShowErrors(false);
    setError(null);
  }, [value]);
  const errors = useMemo(() => profileErrors(draft), [draft]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(origin);
  const hasErrors = Object.values(errors).some((e) => e.length > 0);

  const save = async () => {
    setShowErrors(true);
    setError(null);
    if (hasErrors) {
      const first = (Object.keys(errors) as EditorTab[]).find((k) => errors[k].length > 0);
      if (first) onInvalid(first);
      return;
    }
    setBusy(true);
    try {
      const saved = normalizeDeviceProfile(
        await saveDeviceProfileConfirmingOta(origin.id ? origin : null, draft, {
          countDevices: services.countOtaDevices,
          confirm: confirmOta,
          save: services.saveProfile,
        }),
      );
      setOrigin(saved);
      setDraft(saved);
      setShowErrors(false);
      toast.show({ message: t('device-profile.saved'), type: 'success' });
      onSaved?.(saved);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('device-profile.save-failed'));
    } finally {
      setBusy(false);
    }
  };
  const revert = () => {
    setDraft(origin);
    setShowErrors(false);
    setError(null);
  };
  return { draft, setDraft, errors, dirty, showErrors, busy, error, save, revert };
}

export function DeviceProfileEditor({
  value,
  services,
  onSaved,
  onCancel,
  readOnly,
  tab: initialTab = 'details',
}: DeviceProfileEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EditorTab>(initialTab);
  const { draft, setDraft, errors, dirty, showErrors, busy, error, save, revert } = useProfileDraft(
    value,
    services,
    setTab,
    onSaved,
  );

  const label = (key: EditorTab, text: string) => (
    <>
      {text}
      {showErrors && errors[key].length ? <Dot aria-label={t('device-profile.tab-has-errors')} role="img" /> : null}
    </>
  );
  const alarmsCount = draft.profileData.alarms?.length ?? 0;
  const disabled = readOnly || busy;
  const common = { profile: draft, onChange: setDraft, disabled, showErrors };
  return (
    <ServicesContext.Provider value={services}>
      <Wrap data-testid="device-profile-editor">
        <Tabs<EditorTab>
          label={t('device-profile.sections')}
          value={tab}
          onChange={setTab}
          tabs={[
            { key: 'details', label: label('details', t('device-profile.details')) },
            { key: 'transport', label: label('transport', t('device-profile.transport-configuration')) },
            { key: 'alarms', label: label('alarms', t('device-profile.alarm-rules-count', { count: alarmsCount })) },
            { key: 'provisioning', label: label('provisioning', t('device-profile.device-provisioning')) },
          ]}
        >
          <TabBody>
            {tab === 'details' ? <DetailsSection {...common} /> : null}
            {tab === 'transport' ? <TransportSection {...common} /> : null}
            {tab === 'alarms' ? <AlarmRulesSection {...common} /> : null}
            {tab === 'provisioning' ? <ProvisionSection {...common} /> : null}
          </TabBody>
        </Tabs>
        {readOnly ? null : (
          <Bar>
            {error ? (
              <ErrorText role="alert" data-testid="profile-save-error">
                {error}
              </ErrorText>
            ) : (
              <span />
            )}
            {error ? <span /> : null}
            <Button
              $variant="text"
              onClick={() =>
                saveFile(new Blob([exportProfileJson(draft)], { type: 'application/json' }), exportFileName(draft))
              }
              data-testid="profile-export"
            >
              {t('device-profile.export')}
            </Button>
            {onCancel ? (
              <Button $variant="text" disabled={busy} onClick={onCancel}>
                {t('action.cancel')}
              </Button>
            ) : null}
            <Button $variant="outlined" disabled={busy || !dirty} onClick={revert} data-testid="profile-revert">
              {t('device-profile.revert')}
            </Button>
            <Button disabled={busy || !dirty} onClick={() => void save()} data-testid="profile-save">
              {t('action.save')}
            </Button>
          </Bar>
        )}
      </Wrap>
    </ServicesContext.Provider>
  );
}
