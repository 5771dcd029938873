/** General settings (SYS_ADMIN, /settings/general): the base URL used in mailed links, and whether to insist on it. */
import { useTranslation } from '../../i18n/use-translation';
import { getAdminSettings, saveAdminSettings } from '../../api/admin';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { TextField } from '../../ui/text-field/text-field';
import { Note, SettingsPage, SettingsActions } from './settings-layout';
import { useSettingsForm } from './use-settings-form';

interface General {
  baseUrl: string;
  prohibitDifferentUrl: boolean;
  [key: string]: unknown;
}

/** An absolute http(s) URL. */
export const isHttpUrl = (s: string) => /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(s.trim());

export function GeneralSettingsPage() {
  const { t } = useTranslation();
  const form = useSettingsForm<General>(
    ['admin', 'settings', 'general'],
    async (signal) => {
      const s = await getAdminSettings('general', { signal, ignoreErrors: true }).catch(() => null);
      return { baseUrl: '', prohibitDifferentUrl: false, ...(s?.jsonValue ?? {}) } as General;
    },
    async (value) =>
      ({
        baseUrl: '',
        prohibitDifferentUrl: false,
        ...(await saveAdminSettings({ key: 'general', jsonValue: value })).jsonValue,
      }) as General,
  );
  const v = form.value;
  const urlError =
    v && !v.baseUrl.trim()
      ? t('admin.base-url-required')
      : v && !isHttpUrl(v.baseUrl)
        ? t('admin.base-url-invalid')
        : null;
  return (
    <SettingsPage
      title={t('admin.general-settings')}
      hint={t('admin.general-settings-hint')}
      testId="general-settings"
      onSubmit={() => void form.save(!urlError)}
    >
      {v ? (
        <>
          <TextField
            label={t('admin.base-url')}
            value={v.baseUrl}
            required
            disabled={form.busy}
            error={form.tried && urlError ? urlError : undefined}
            onChange={(e) => form.set({ ...v, baseUrl: e.target.value })}
            data-testid="base-url"
          />
          <Checkbox
            label={t('admin.prohibit-different-url')}
            checked={v.prohibitDifferentUrl}
            disabled={form.busy}
            onChange={(prohibitDifferentUrl) => form.set({ ...v, prohibitDifferentUrl })}
          />
          <Note>{t('admin.prohibit-different-url-hint')}</Note>
        </>
      ) : (
        <Note>{form.loadError ?? t('common.loading')}</Note>
      )}
      <SettingsActions form={form} />
    </SettingsPage>
  );
}
