/**
 * OAuth2Info as the settings page edits it (domain schemes HTTP/HTTPS/MIXED,
 * platforms WEB/ANDROID/IOS, provider templates, mapper types BASIC/CUSTOM/GITHUB/APPLE, tenant name strategies
 * DOMAIN/EMAIL/CUSTOM, client authentication BASIC/POST), with factories and validation.
 */
export const DOMAIN_SCHEMES = ['HTTP', 'HTTPS', 'MIXED'] as const;
export const PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
export const MAPPER_TYPES = ['BASIC', 'CUSTOM', 'GITHUB', 'APPLE'] as const;
export const TENANT_NAME_STRATEGIES = ['DOMAIN', 'EMAIL', 'CUSTOM'] as const;
export const CLIENT_AUTH_METHODS = ['BASIC', 'POST'] as const;
export const CUSTOM_PROVIDER = 'Custom';

export interface DomainInfo {
  scheme: (typeof DOMAIN_SCHEMES)[number];
  name: string;
}
export interface MobileInfo {
  pkgName: string;
  appSecret: string;
}

export interface BasicMapper {
  emailAttributeKey: string | null;
  firstNameAttributeKey: string | null;
  lastNameAttributeKey: string | null;
  tenantNameStrategy: (typeof TENANT_NAME_STRATEGIES)[number];
  tenantNamePattern: string | null;
  customerNamePattern: string | null;
  defaultDashboardName: string | null;
  alwaysFullScreen: boolean;
  [key: string]: unknown;
}
export interface CustomMapper {
  url: string;
  username: string | null;
  password: string | null;
  sendToken: boolean;
  [key: string]: unknown;
}

export interface ClientRegistration {
  mapperConfig: {
    allowUserCreation: boolean;
    activateUser: boolean;
    type: (typeof MAPPER_TYPES)[number];
    basic: BasicMapper | null;
    custom: CustomMapper | null;
    [key: string]: unknown;
  };
  clientId: string;
  clientSecret: string;
  authorizationUri: string;
  accessTokenUri: string;
  scope: string[];
  userInfoUri: string | null;
  userNameAttributeName: string;
  jwkSetUri: string | null;
  clientAuthenticationMethod: (typeof CLIENT_AUTH_METHODS)[number];
  loginButtonLabel: string;
  loginButtonIcon: string | null;
  platforms: (typeof PLATFORMS)[number][];
  additionalInfo: { providerName: string; [key: string]: unknown } | null;
  [key: string]: unknown;
}

export interface OAuth2Params {
  domainInfos: DomainInfo[];
  mobileInfos: MobileInfo[];
  clientRegistrations: ClientRegistration[];
  [key: string]: unknown;
}

export interface OAuth2Settings {
  enabled: boolean;
  oauth2ParamsInfos: OAuth2Params[];
}

export const basicMapper = (emailAttributeKey: string | null = 'email'): BasicMapper => ({
  emailAttributeKey,
  firstNameAttributeKey: null,
  lastNameAttributeKey: null,
  tenantNameStrategy: 'DOMAIN',
  tenantNamePattern: null,
  customerNamePattern: null,
  defaultDashboardName: null,
  alwaysFullScreen: false,
});
export const customMapper = (): CustomMapper => ({ url: '', username: null, password: null, sendToken: false });

/** A blank custom provider. */
export function customRegistration(): ClientRegistration {
  return {
    mapperConfig: { allowUserCreation: true, activateUser: false, type: 'BASIC', basic: basicMapper(), custom: null },
    clientId: '',
    clientSecret: '',
    authorizationUri: '',
    accessTokenUri: '',
    scope: [],
    userInfoUri: '',
    userNameAttributeName: 'email',
    jwkSetUri: '',
    clientAuthenticationMethod: 'POST',
    loginButtonLabel: '',
    loginButtonIcon: '',
    platforms: [],
    additionalInfo: { providerName: CUSTOM_PROVIDER },
  };
}

/** A provider started from a template; the client id and secret are the administrator's to fill in. */
export function registrationFromTemplate(
  template: Record<string, unknown>,
  current?: ClientRegistration,
): ClientRegistration {
  const base = customRegistration();
  const pick = <K extends keyof ClientRegistration>(k: K) =>
    (template[k as string] ?? base[k]) as ClientRegistration[K];
  const mapper = (template['mapperConfig'] as ClientRegistration['mapperConfig'] | undefined) ?? base.mapperConfig;
  return {
    ...base,
    clientId: current?.clientId ?? '',
    clientSecret: current?.clientSecret ?? '',
    platforms: current?.platforms ?? [],
    authorizationUri: pick('authorizationUri'),
    accessTokenUri: pick('accessTokenUri'),
    scope: [...(pick('scope') ?? [])],
    userInfoUri: pick('userInfoUri'),
    userNameAttributeName: pick('userNameAttributeName'),
    jwkSetUri: pick('jwkSetUri'),
    clientAuthenticationMethod: pick('clientAuthenticationMethod'),
    loginButtonLabel: pick('loginButtonLabel'),
    loginButtonIcon: pick('loginButtonIcon'),
    mapperConfig: {
      ...mapper,
      basic: mapper.basic ? { ...mapper.basic } : null,
      custom: mapper.custom ? { ...mapper.custom } : null,
    },
    additionalInfo: { providerName: String(template['name'] ?? template['providerId']) },
  };
}

export function newParams(hostname = 'localhost'): OAuth2Params {
  return { domainInfos: [{ scheme: 'HTTP', name: hostname }], mobileInfos: [], clientRegistrations: [] };
}

/** A host name (optionally with a port): no scheme, no path. */
export const DOMAIN_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;
const URI = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;

/** Error keys of one provider, by field. */
export function registrationErrors(r: ClientRegistration): Record<string, string> {
  const e: Record<string, string> = {};
  const req = (k: string, v: unknown) => !String(v ?? '').trim() && (e[k] = 'admin.field-required');
  req('clientId', r.clientId);
  req('clientSecret', r.clientSecret);
  req('loginButtonLabel', r.loginButtonLabel);
  req('userNameAttributeName', r.userNameAttributeName);
  for (const k of ['authorizationUri', 'accessTokenUri'] as const) {
    if (!r[k].trim()) e[k] = 'admin.field-required';
    else if (!URI.test(r[k])) e[k] = 'admin.uri-invalid';
  }
  if (r.scope.length === 0) e.scope = 'admin.oauth2.scope-required';
  const m = r.mapperConfig;
  if (m.type === 'CUSTOM') {
    if (!m.custom?.url.trim()) e.customUrl = 'admin.field-required';
  } else {
    if (!m.basic?.emailAttributeKey?.trim()) e.emailAttributeKey = 'admin.field-required';
    if (m.basic?.tenantNameStrategy === 'CUSTOM' && !m.basic.tenantNamePattern?.trim())
      e.tenantNamePattern = 'admin.field-required';
  }
  return e;
}

/** Whether the whole configuration can be saved. */
export function settingsValid(s: OAuth2Settings): boolean {
  return s.oauth2ParamsInfos.every(
    (p) =>
      p.domainInfos.every((d) => DOMAIN_PATTERN.test(d.name.trim())) &&
      p.mobileInfos.every((m) => m.pkgName.trim() && m.appSecret.trim()) &&
      p.clientRegistrations.every((r) => Object.keys(registrationErrors(r)).length === 0) &&
      (p.domainInfos.length > 0 || p.mobileInfos.length > 0),
  );
}
