/**
 * One OAuth2 provider (client registration): the template it starts from (or Custom), credentials, the login
 * button, platforms, the endpoints and scope (always open for Custom, under "Advanced" otherwise) and how users are
 * mapped (BASIC/GITHUB/APPLE attribute keys and tenant naming, or a CUSTOM mapper URL).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ChipList } from '../../../ui/chip-list/chip-list';
import { DeleteIcon } from '../../../ui/icons/control-icons';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { v } from '../../../ui/theme/tokens';
import { CheckRow, FieldGrid, SubTitle } from '../settings-layout';
import {
  CLIENT_AUTH_METHODS,
  CUSTOM_PROVIDER,
  MAPPER_TYPES,
  PLATFORMS,
  TENANT_NAME_STRATEGIES,
  basicMapper,
  customMapper,
  customRegistration,
  registrationErrors,
  registrationFromTemplate,
  type BasicMapper,
  type ClientRegistration,
  type CustomMapper,
} from './oauth2-model';

const Box = styled.section`
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  padding-block: 8px 4px;
  padding-inline: 16px 12px;
  margin-bottom: 12px;
  & > header {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  & > header h4 {
    flex: 1;
    margin: 0;
    font-size: 15px;
    font-weight: 500;
  }
`;

export interface OAuth2ClientFormProps {
  value: ClientRegistration;
  onChange(value: ClientRegistration): void;
  onRemove(): void;
  templates: Record<string, unknown>[];
  showErrors: boolean;
}

export function OAuth2ClientForm({ value: r, onChange, onRemove, templates, showErrors }: OAuth2ClientFormProps) {
  const { t } = useTranslation();
  const provider = r.additionalInfo?.providerName ?? CUSTOM_PROVIDER;
  const custom = provider === CUSTOM_PROVIDER;
  const [advanced, setAdvanced] = useState(custom);
  const errors = showErrors ? registrationErrors(r) : {};
  const err = (k: string) => (errors[k] ? t(errors[k]!) : undefined);
  const set = (patch: Partial<ClientRegistration>) => onChange({ ...r, ...patch });
  const m = r.mapperConfig;
  const setMapper = (patch: Partial<ClientRegistration['mapperConfig']>) => set({ mapperConfig: { ...m, ...patch } });
  const setBasic = (patch: Partial<BasicMapper>) => setMapper({ basic: { ...(m.basic ?? basicMapper()), ...patch } });
  const setCustom = (patch: Partial<CustomMapper>) =>
    setMapper({ custom: { ...(m.custom ?? customMapper()), ...patch } });
  const text = (k: keyof ClientRegistration & string, label: string, required = false) => (
    <TextField
      label={t(label)}
      value={String(r[k] ?? '')}
      required={required}
      error={err(k)}
      onChange={(e) => set({ [k]: e.target.value } as Partial<ClientRegistration>)}
      data-testid={`oauth2-${k}`}
    />
  );
  const providers = [...templates.map((tpl) => String(tpl['name'] ?? tpl['providerId'])), CUSTOM_PROVIDER];
  return (
    <Box data-testid="oauth2-client">
      <header>
        <h4>{r.loginButtonLabel || provider}</h4>
        <IconButton aria-label={t('admin.oauth2.remove-provider')} onClick={onRemove}>
          <DeleteIcon size={20} />
        </IconButton>
      </header>
      <FieldGrid>
        <Select
          label={t('admin.oauth2.provider')}
          value={provider}
          options={providers.map((p) => ({
            value: p,
            label: p === CUSTOM_PROVIDER ? t('admin.oauth2.custom-provider') : p,
          }))}
          onChange={(p) => {
            const tpl = templates.find((x) => String(x['name'] ?? x['providerId']) === p);
            onChange(
              tpl
                ? registrationFromTemplate(tpl, r)
                : {
                    ...customRegistration(),
                    clientId: r.clientId,
                    clientSecret: r.clientSecret,
                    platforms: r.platforms,
                  },
            );
            setAdvanced(!tpl);
          }}
          testId="oauth2-provider"
        />
        {text('clientId', 'admin.oauth2.client-id', true)}
        <PasswordField
          showLabel={t('login.show-password')}
          hideLabel={t('login.hide-password')}
          label={t('admin.oauth2.client-secret')}
          value={r.clientSecret}
          required
          error={err('clientSecret')}
          autoComplete="new-password"
          onChange={(e) => set({ clientSecret: e.target.value })}
          data-testid="oauth2-clientSecret"
        />
      </FieldGrid>
      <FieldGrid>
        {text('loginButtonLabel', 'admin.oauth2.login-button-label', true)}
        {text('loginButtonIcon', 'admin.oauth2.login-button-icon')}
      </FieldGrid>
      <SubTitle>{t('admin.oauth2.platforms')}</SubTitle>
      <CheckRow>
        {PLATFORMS.map((p) => (
          <Checkbox
            key={p}
            label={t(`admin.oauth2.platform-${p.toLowerCase()}`)}
            checked={r.platforms.includes(p)}
            onChange={(on) => set({ platforms: on ? [...r.platforms, p] : r.platforms.filter((x) => x !== p) })}
          />
        ))}
      </CheckRow>
      <Button
        $variant="text"
        aria-expanded={advanced}
        onClick={() => setAdvanced(!advanced)}
        data-testid="oauth2-advanced"
      >
        {advanced ? t('admin.oauth2.hide-advanced') : t('admin.oauth2.show-advanced')}
      </Button>
      {advanced ? (
        <>
          <FieldGrid>
            {text('authorizationUri', 'admin.oauth2.authorization-uri', true)}
            {text('accessTokenUri', 'admin.oauth2.access-token-uri', true)}
            {text('userInfoUri', 'admin.oauth2.user-info-uri')}
            {text('jwkSetUri', 'admin.oauth2.jwk-set-uri')}
            {text('userNameAttributeName', 'admin.oauth2.user-name-attribute', true)}
            <Select
              label={t('admin.oauth2.client-authentication-method')}
              value={r.clientAuthenticationMethod}
              options={CLIENT_AUTH_METHODS.map((x) => ({
                value: x,
                label: t(`admin.oauth2.client-auth-${x.toLowerCase()}`),
              }))}
              onChange={(clientAuthenticationMethod) => set({ clientAuthenticationMethod })}
              testId="oauth2-client-auth"
            />
          </FieldGrid>
          <ChipList<string>
            label={t('admin.oauth2.scope')}
            items={r.scope}
            onChange={(scope) => set({ scope })}
            getKey={(s) => s}
            getLabel={(s) => s}
            fromText={(s) => s}
            required
            error={err('scope')}
            testId="oauth2-scope"
          />
          <SubTitle>{t('admin.oauth2.mapper')}</SubTitle>
          <CheckRow>
            <Checkbox
              label={t('admin.oauth2.allow-user-creation')}
              checked={m.allowUserCreation}
              onChange={(allowUserCreation) => setMapper({ allowUserCreation })}
            />
            <Checkbox
              label={t('admin.oauth2.activate-user')}
              checked={m.activateUser}
              onChange={(activateUser) => setMapper({ activateUser })}
            />
          </CheckRow>
          <FieldGrid>
            <Select
              label={t('admin.oauth2.mapper-type')}
              value={m.type}
              options={MAPPER_TYPES.map((x) => ({ value: x, label: t(`admin.oauth2.mapper-type-${x.toLowerCase()}`) }))}
              onChange={(type) =>
                setMapper({
                  type,
                  basic: type === 'CUSTOM' ? null : (m.basic ?? basicMapper()),
                  custom: type === 'CUSTOM' ? (m.custom ?? customMapper()) : null,
                })
              }
              testId="oauth2-mapper-type"
            />
          </FieldGrid>
          {m.type === 'CUSTOM' ? (
            <FieldGrid>
              <TextField
                label={t('admin.oauth2.custom-url')}
                value={m.custom?.url ?? ''}
                required
                error={err('customUrl')}
                onChange={(e) => setCustom({ url: e.target.value })}
              />
              <TextField
                label={t('admin.oauth2.custom-username')}
                value={m.custom?.username ?? ''}
                onChange={(e) => setCustom({ username: e.target.value })}
              />
              <PasswordField
                showLabel={t('login.show-password')}
                hideLabel={t('login.hide-password')}
                label={t('admin.oauth2.custom-password')}
                value={m.custom?.password ?? ''}
                autoComplete="new-password"
                onChange={(e) => setCustom({ password: e.target.value })}
              />
              <Checkbox
                label={t('admin.oauth2.send-token')}
                checked={!!m.custom?.sendToken}
                onChange={(sendToken) => setCustom({ sendToken })}
              />
            </FieldGrid>
          ) : (
            <FieldGrid>
              <TextField
                label={t('admin.oauth2.email-attribute-key')}
                value={m.basic?.emailAttributeKey ?? ''}
                required
                error={err('emailAttributeKey')}
                onChange={(e) => setBasic({ emailAttributeKey: e.target.value })}
              />
              <TextField
                label={t('admin.oauth2.first-name-attribute-key')}
                value={m.basic?.firstNameAttributeKey ?? ''}
                onChange={(e) => setBasic({ firstNameAttributeKey: e.target.value || null })}
              />
              <TextField
                label={t('admin.oauth2.last-name-attribute-key')}
                value={m.basic?.lastNameAttributeKey ?? ''}
                onChange={(e) => setBasic({ lastNameAttributeKey: e.target.value || null })}
              />
              <Select
                label={t('admin.oauth2.tenant-name-strategy')}
                value={m.basic?.tenantNameStrategy ?? 'DOMAIN'}
                options={TENANT_NAME_STRATEGIES.map((x) => ({
                  value: x,
                  label: t(`admin.oauth2.tenant-name-strategy-${x.toLowerCase()}`),
                }))}
                onChange={(tenantNameStrategy) =>
                  setBasic({
                    tenantNameStrategy,
                    tenantNamePattern: tenantNameStrategy === 'CUSTOM' ? (m.basic?.tenantNamePattern ?? '') : null,
                  })
                }
                testId="oauth2-tenant-strategy"
              />
              {m.basic?.tenantNameStrategy === 'CUSTOM' ? (
                <TextField
                  label={t('admin.oauth2.tenant-name-pattern')}
                  value={m.basic.tenantNamePattern ?? ''}
                  required
                  error={err('tenantNamePattern')}
                  onChange={(e) => setBasic({ tenantNamePattern: e.target.value })}
                />
              ) : null}
              <TextField
                label={t('admin.oauth2.customer-name-pattern')}
                value={m.basic?.customerNamePattern ?? ''}
                onChange={(e) => setBasic({ customerNamePattern: e.target.value || null })}
              />
              <TextField
                label={t('admin.oauth2.default-dashboard-name')}
                value={m.basic?.defaultDashboardName ?? ''}
                onChange={(e) => setBasic({ defaultDashboardName: e.target.value || null })}
              />
              <Checkbox
                label={t('admin.oauth2.always-fullscreen')}
                checked={!!m.basic?.alwaysFullScreen}
                onChange={(alwaysFullScreen) => setBasic({ alwaysFullScreen })}
              />
            </FieldGrid>
          )}
        </>
      ) : null}
    </Box>
  );
}
