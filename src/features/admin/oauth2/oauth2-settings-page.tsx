/**
 * OAuth2 settings (SYS_ADMIN, /settings/oauth2): enable sign-in with external providers and edit the parameter
 * sets. Saved providers for the WEB platform appear on the login page as 'login with {name}'.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { getOAuth2Config, getOAuth2Templates, saveOAuth2Config, type OAuth2Info } from '../../../api/oauth2';
import { Button } from '../../../ui/button/button';
import { AddIcon } from '../../../ui/icons/control-icons';
import { Toggle } from '../../../ui/toggle/toggle';
import { ErrorNote, Note, SettingsPage, SettingsActions } from '../settings-layout';
import { useSettingsForm } from '../use-settings-form';
import { newParams, settingsValid, type OAuth2Settings } from './oauth2-model';
import { OAuth2ParamsCard } from './oauth2-params-card';

const toSettings = (info: OAuth2Info) =>
  ({ enabled: info.enabled, oauth2ParamsInfos: info.oauth2ParamsInfos }) as unknown as OAuth2Settings;

export function OAuth2SettingsPage() {
  const { t } = useTranslation();
  const templates = useQuery({
    queryKey: ['admin', 'oauth2', 'templates'],
    queryFn: ({ signal }) => getOAuth2Templates({ signal }).catch(() => []),
    staleTime: 60_000,
  });
  const form = useSettingsForm<OAuth2Settings>(
    ['admin', 'oauth2', 'config'],
    async (signal) => toSettings(await getOAuth2Config({ signal })),
    async (s) => toSettings(await saveOAuth2Config(s as unknown as OAuth2Info)),
  );
  const s = form.value;
  const valid = s ? settingsValid(s) : false;
  const setParams = (list: OAuth2Settings['oauth2ParamsInfos']) => s && form.set({ ...s, oauth2ParamsInfos: list });
  return (
    <SettingsPage
      title={t('admin.oauth2.title')}
      hint={t('admin.oauth2.hint')}
      testId="oauth2-settings"
      onSubmit={() => void form.save(valid)}
    >
      {s ? (
        <>
          <Toggle
            label={t('admin.oauth2.enable')}
            checked={s.enabled}
            onChange={(enabled) => form.set({ ...s, enabled })}
            data-testid="oauth2-enabled"
          />
          {s.enabled ? (
            <>
              {s.oauth2ParamsInfos.map((p, i) => (
                <OAuth2ParamsCard
                  key={i}
                  index={i}
                  value={p}
                  templates={templates.data ?? []}
                  showErrors={form.tried}
                  onChange={(next) => setParams(s.oauth2ParamsInfos.map((x, k) => (k === i ? next : x)))}
                  onRemove={() => setParams(s.oauth2ParamsInfos.filter((_, k) => k !== i))}
                />
              ))}
              <Button
                $variant="outlined"
                onClick={() =>
                  setParams([...s.oauth2ParamsInfos, newParams(globalThis.location?.hostname || 'localhost')])
                }
                data-testid="oauth2-add-params"
              >
                <AddIcon size={18} />
                {t('admin.oauth2.add-params')}
              </Button>
            </>
          ) : (
            <Note>{t('admin.oauth2.disabled-hint')}</Note>
          )}
        </>
      ) : (
        <Note>{form.loadError ?? t('common.loading')}</Note>
      )}
      {form.tried && !valid ? <ErrorNote role="alert">{t('admin.oauth2.invalid')}</ErrorNote> : null}
      <SettingsActions form={form} />
    </SettingsPage>
  );
}
