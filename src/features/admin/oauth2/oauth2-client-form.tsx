/**
 * One OAuth2 provider (client registration): the template it starts from (or Custom), credentials, the login
 * button, platforms, the endpoints and scope (always open for Custom, under "Advanced" otherwise) and how users are
 * mapped (BASIC/GITHUB/APPLE attribute keys and tenant naming, or a CUSTOM mapper URL).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { DeleteIcon } from '../../../ui/icons/control-icons';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Select } from '../../../ui/select/select';
import { v } from '../../../ui/theme/tokens';
import { CheckRow, FieldGrid, SubTitle } from '../settings-layout';
import { ClientAdvancedFields, RegistrationTextField } from './oauth2-client-advanced';
import {
  CUSTOM_PROVIDER,
  PLATFORMS,
  customRegistration,
  registrationErrors,
  registrationFromTemplate,
  type ClientRegistration,
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

/** The platforms the provider signs in on (web, Android, iOS). */
function PlatformChecks({
  value,
  onChange,
}: {
  value: ClientRegistration['platforms'];
  onChange(platforms: ClientRegistration['platforms']): void;
}) {
  const { t } = useTranslation();
  return (
    <CheckRow>
      {PLATFORMS.map((p) => (
        <Checkbox
          key={p}
          label={t(`admin.oauth2.platform-${p.toLowerCase()}`)}
          checked={value.includes(p)}
          onChange={(on) => onChange(on ? [...value, p] : value.filter((x) => x !== p))}
        />
      ))}
    </CheckRow>
  );
}

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
        <RegistrationTextField
          field="clientId"
          label="admin.oauth2.client-id"
          required
          value={r}
          error={err}
          onChange={set}
        />
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
        <RegistrationTextField
          field="loginButtonLabel"
          label="admin.oauth2.login-button-label"
          required
          value={r}
          error={err}
          onChange={set}
        />
        <RegistrationTextField
          field="loginButtonIcon"
          label="admin.oauth2.login-button-icon"
          value={r}
          error={err}
          onChange={set}
        />
      </FieldGrid>
      <SubTitle>{t('admin.oauth2.platforms')}</SubTitle>
      <PlatformChecks value={r.platforms} onChange={(platforms) => set({ platforms })} />
      <Button
        $variant="text"
        aria-expanded={advanced}
        onClick={() => setAdvanced(!advanced)}
        data-testid="oauth2-advanced"
      >
        {advanced ? t('admin.oauth2.hide-advanced') : t('admin.oauth2.show-advanced')}
      </Button>
      {advanced ? <ClientAdvancedFields value={r} err={err} onChange={set} /> : null}
    </Box>
  );
}
