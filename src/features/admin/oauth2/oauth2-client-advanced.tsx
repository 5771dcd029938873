/**
 * The advanced part of an OAuth2 provider form: endpoints, client authentication and scope, then how users are
 * mapped (BASIC/GITHUB/APPLE attribute keys and tenant naming, or a CUSTOM mapper URL).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ChipList } from '../../../ui/chip-list/chip-list';
import { PasswordField } from '../../../ui/password-field/password-field';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { CheckRow, FieldGrid, SubTitle } from '../settings-layout';
import {
  CLIENT_AUTH_METHODS,
  MAPPER_TYPES,
  TENANT_NAME_STRATEGIES,
  basicMapper,
  customMapper,
  type BasicMapper,
  type ClientRegistration,
  type CustomMapper,
} from './oauth2-model';

/** The translated validation error of a field, when errors are shown. */
export type FieldError = (key: string) => string | undefined;

type MapperConfig = ClientRegistration['mapperConfig'];

export interface RegistrationTextFieldProps {
  field: keyof ClientRegistration & string;
  label: string;
  required?: boolean;
  value: ClientRegistration;
  error: FieldError;
  onChange(patch: Partial<ClientRegistration>): void;
}

/** A plain text property of the registration, edited as is. */
export function RegistrationTextField({
  field: k,
  label,
  required = false,
  value: r,
  error,
  onChange,
}: RegistrationTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(label)}
      value={String(r[k] ?? '')}
      required={required}
      error={error(k)}
      onChange={(e) => onChange({ [k]: e.target.value } as Partial<ClientRegistration>)}
      data-testid={`oauth2-${k}`}
    />
  );
}

interface MapperPartProps<T> {
  value: T | null | undefined;
  err: FieldError;
  onChange(patch: Partial<T>): void;
}

/** A CUSTOM mapper: the mapper service URL and its credentials. */
function CustomMapperFields({ value: custom, err, onChange: setCustom }: MapperPartProps<CustomMapper>) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <TextField
        label={t('admin.oauth2.custom-url')}
        value={custom?.url ?? ''}
        required
        error={err('customUrl')}
        onChange={(e) => setCustom({ url: e.target.value })}
      />
      <TextField
        label={t('admin.oauth2.custom-username')}
        value={custom?.username ?? ''}
        onChange={(e) => setCustom({ username: e.target.value })}
      />
      <PasswordField
        showLabel={t('login.show-password')}
        hideLabel={t('login.hide-password')}
        label={t('admin.oauth2.custom-password')}
        value={custom?.password ?? ''}
        autoComplete="new-password"
        onChange={(e) => setCustom({ password: e.target.value })}
      />
      <Checkbox
        label={t('admin.oauth2.send-token')}
        checked={!!custom?.sendToken}
        onChange={(sendToken) => setCustom({ sendToken })}
      />
    </FieldGrid>
  );
}

/** A BASIC/GITHUB/APPLE mapper: the attribute keys, tenant and customer naming, default dashboard. */
function BasicMapperFields({ value: basic, err, onChange: setBasic }: MapperPartProps<BasicMapper>) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <TextField
        label={t('admin.oauth2.email-attribute-key')}
        value={basic?.emailAttributeKey ?? ''}
        required
        error={err('emailAttributeKey')}
        onChange={(e) => setBasic({ emailAttributeKey: e.target.value })}
      />
      <TextField
        label={t('admin.oauth2.first-name-attribute-key')}
        value={basic?.firstNameAttributeKey ?? ''}
        onChange={(e) => setBasic({ firstNameAttributeKey: e.target.value || null })}
      />
      <TextField
        label={t('admin.oauth2.last-name-attribute-key')}
        value={basic?.lastNameAttributeKey ?? ''}
        onChange={(e) => setBasic({ lastNameAttributeKey: e.target.value || null })}
      />
      <Select
        label={t('admin.oauth2.tenant-name-strategy')}
        value={basic?.tenantNameStrategy ?? 'DOMAIN'}
        options={TENANT_NAME_STRATEGIES.map((x) => ({
          value: x,
          label: t(`admin.oauth2.tenant-name-strategy-${x.toLowerCase()}`),
        }))}
        onChange={(tenantNameStrategy) =>
          setBasic({
            tenantNameStrategy,
            tenantNamePattern: tenantNameStrategy === 'CUSTOM' ? (basic?.tenantNamePattern ?? '') : null,
          })
        }
        testId="oauth2-tenant-strategy"
      />
      {basic?.tenantNameStrategy === 'CUSTOM' ? (
        <TextField
          label={t('admin.oauth2.tenant-name-pattern')}
          value={basic.tenantNamePattern ?? ''}
          required
          error={err('tenantNamePattern')}
          onChange={(e) => setBasic({ tenantNamePattern: e.target.value })}
        />
      ) : null}
      <TextField
        label={t('admin.oauth2.customer-name-pattern')}
        value={basic?.customerNamePattern ?? ''}
        onChange={(e) => setBasic({ customerNamePattern: e.target.value || null })}
      />
      <TextField
        label={t('admin.oauth2.default-dashboard-name')}
        value={basic?.defaultDashboardName ?? ''}
        onChange={(e) => setBasic({ defaultDashboardName: e.target.value || null })}
      />
      <Checkbox
        label={t('admin.oauth2.always-fullscreen')}
        checked={!!basic?.alwaysFullScreen}
        onChange={(alwaysFullScreen) => setBasic({ alwaysFullScreen })}
      />
    </FieldGrid>
  );
}

interface MapperFieldsProps {
  value: MapperConfig;
  err: FieldError;
  onChange(patch: Partial<MapperConfig>): void;
}

/** How users signing in through the provider are created and mapped. */
function MapperFields({ value: m, err, onChange: setMapper }: MapperFieldsProps) {
  const { t } = useTranslation();
  const setBasic = (patch: Partial<BasicMapper>) => setMapper({ basic: { ...(m.basic ?? basicMapper()), ...patch } });
  const setCustom = (patch: Partial<CustomMapper>) =>
    setMapper({ custom: { ...(m.custom ?? customMapper()), ...patch } });
  return (
    <>
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
        <CustomMapperFields value={m.custom} err={err} onChange={setCustom} />
      ) : (
        <BasicMapperFields value={m.basic} err={err} onChange={setBasic} />
      )}
    </>
  );
}

export interface ClientAdvancedFieldsProps {
  value: ClientRegistration;
  err: FieldError;
  onChange(patch: Partial<ClientRegistration>): void;
}

/** Endpoints, client authentication, scope and the user mapper of a provider. */
export function ClientAdvancedFields({ value: r, err, onChange: set }: ClientAdvancedFieldsProps) {
  const { t } = useTranslation();
  const m = r.mapperConfig;
  return (
    <>
      <FieldGrid>
        <RegistrationTextField
          field="authorizationUri"
          label="admin.oauth2.authorization-uri"
          required
          value={r}
          error={err}
          onChange={set}
        />
        <RegistrationTextField
          field="accessTokenUri"
          label="admin.oauth2.access-token-uri"
          required
          value={r}
          error={err}
          onChange={set}
        />
        <RegistrationTextField
          field="userInfoUri"
          label="admin.oauth2.user-info-uri"
          value={r}
          error={err}
          onChange={set}
        />
        <RegistrationTextField
          field="jwkSetUri"
          label="admin.oauth2.jwk-set-uri"
          value={r}
          error={err}
          onChange={set}
        />
        <RegistrationTextField
          field="userNameAttributeName"
          label="admin.oauth2.user-name-attribute"
          required
          value={r}
          error={err}
          onChange={set}
        />
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
      <MapperFields value={m} err={err} onChange={(patch) => set({ mapperConfig: { ...m, ...patch } })} />
    </>
  );
}
