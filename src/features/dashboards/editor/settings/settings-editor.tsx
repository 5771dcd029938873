/**
 * Dashboard settings dialog (`configuration.settings`): state controller, title (shown, colour), logo (shown,
 * image), and the toolbar (each item, always open, hidden). Hiding the toolbar disables its item switches.
 */
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ColorInput } from '../../../../ui/color-picker/color-input';
import { ImageUpload } from '../../../../ui/image-upload/image-upload';
import { Select } from '../../../../ui/select/select';
import { Toggle } from '../../../../ui/toggle/toggle';
import type { EditorPanelProps, TbJson } from '../panel-contract';
import { EditorDialog } from '../shared/editor-dialog';
import { Section, Stack } from '../shared/editor-styles';
import { settingsErrors, settingsWithDefaults, STATE_CONTROLLERS, TOOLBAR_FLAGS } from './settings-model';

const slug = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Maximum logo size: the image is stored inside the dashboard JSON. */
const LOGO_MAX_BYTES = 1024 * 1024;

export default function SettingsEditor({ value, onApply, onClose }: EditorPanelProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<TbJson>(() => settingsWithDefaults(value));
  const set = (patch: TbJson) => setSettings({ ...settings, ...patch });
  const errors = settingsErrors(settings);
  const flag = (field: string, disabled = false) => (
    <Toggle
      key={field}
      label={t(`dashboard-settings.${slug(field)}`)}
      checked={settings[field] === true}
      disabled={disabled}
      onChange={(on) => set({ [field]: on })}
      data-testid={`settings-${slug(field)}`}
    />
  );
  const hidden = settings.hideToolbar === true;
  return (
    <EditorDialog
      title={t('dashboard-settings.title')}
      valid={Object.keys(errors).length === 0}
      onApply={() => onApply(settings)}
      onClose={onClose}
      testId="settings-editor"
      width={600}
    >
      <Stack>
        <Select<string>
          label={t('dashboard-settings.state-controller')}
          value={String(settings.stateControllerId)}
          options={[
            ...STATE_CONTROLLERS,
            ...(STATE_CONTROLLERS.includes(settings.stateControllerId as never)
              ? []
              : [String(settings.stateControllerId)]),
          ].map((id) => ({ value: id, label: t(`dashboard-settings.state-controller-${id}`, { defaultValue: id }) }))}
          onChange={(stateControllerId) => set({ stateControllerId })}
          testId="settings-state-controller"
        />
        <Section>
          <legend>{t('dashboard-settings.title-section')}</legend>
          {flag('showTitle')}
          {settings.showTitle === true ? (
            <ColorInput
              label={t('dashboard-settings.title-color')}
              required
              value={(settings.titleColor as string | null) ?? null}
              error={errors.titleColor ? t(errors.titleColor) : null}
              onChange={(titleColor) => set({ titleColor })}
              testId="settings-title-color"
            />
          ) : null}
          {flag('showDashboardLogo')}
          {settings.showDashboardLogo === true ? (
            <ImageUpload
              label={t('dashboard-settings.dashboard-logo-image')}
              value={(settings.dashboardLogoUrl as string | null) ?? null}
              maxSizeBytes={LOGO_MAX_BYTES}
              onChange={(dashboardLogoUrl) => set({ dashboardLogoUrl })}
              testId="settings-logo"
            />
          ) : null}
        </Section>
        <Section>
          <legend>{t('dashboard.toolbar')}</legend>
          {flag('hideToolbar')}
          {flag('toolbarAlwaysOpen', hidden)}
          {TOOLBAR_FLAGS.map((f) => flag(f, hidden))}
        </Section>
      </Stack>
    </EditorDialog>
  );
}
