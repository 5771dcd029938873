/** OAuth2 client registration templates of our own (public provider endpoints; the fields of ThingsBoard 3.3.1's Apple, Facebook, Github and Google templates). */
import type { Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { uuidV1, uuidV1Time } from '../lib/uuid.js';

const basic = (emailKey: string) => ({
  allowUserCreation: true,
  activateUser: false,
  type: 'BASIC',
  basic: {
    emailAttributeKey: emailKey,
    firstNameAttributeKey: null,
    lastNameAttributeKey: null,
    tenantNameStrategy: 'DOMAIN',
    tenantNamePattern: null,
    customerNamePattern: null,
    defaultDashboardName: null,
    alwaysFullScreen: false,
  },
  custom: null,
});

/** The four built-in provider templates (seeded once). */
export const OAUTH2_TEMPLATES: Record<string, unknown>[] = [
  {
    providerId: 'Google',
    name: 'Google',
    accessTokenUri: 'https://oauth2.googleapis.com/token',
    authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: ['email', 'openid', 'profile'],
    jwkSetUri: 'https://www.googleapis.com/oauth2/v3/certs',
    userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo',
    clientAuthenticationMethod: 'BASIC',
    userNameAttributeName: 'email',
    mapperConfig: basic('email'),
    comment: 'Sign in with a Google account',
    loginButtonIcon: 'mdi:google',
    loginButtonLabel: 'Google',
    helpLink: 'https://developers.google.com/identity/protocols/oauth2',
    additionalInfo: null,
  },
  {
    providerId: 'Github',
    name: 'Github',
    accessTokenUri: 'https://github.com/login/oauth/access_token',
    authorizationUri: 'https://github.com/login/oauth/authorize',
    scope: ['read:user', 'user:email'],
    jwkSetUri: null,
    userInfoUri: 'https://api.github.com/user',
    clientAuthenticationMethod: 'BASIC',
    userNameAttributeName: 'login',
    mapperConfig: { ...basic('email'), type: 'GITHUB' },
    comment: 'Sign in with a GitHub account',
    loginButtonIcon: 'mdi:github',
    loginButtonLabel: 'Github',
    helpLink: 'https://docs.github.com/en/apps/oauth-apps',
    additionalInfo: null,
  },
  {
    providerId: 'Facebook',
    name: 'Facebook',
    accessTokenUri: 'https://graph.facebook.com/v2.8/oauth/access_token',
    authorizationUri: 'https://www.facebook.com/v2.8/dialog/oauth',
    scope: ['email', 'public_profile'],
    jwkSetUri: null,
    userInfoUri: 'https://graph.facebook.com/me?fields=id,name,first_name,last_name,email',
    clientAuthenticationMethod: 'BASIC',
    userNameAttributeName: 'email',
    mapperConfig: basic('email'),
    comment: 'Sign in with a Facebook account',
    loginButtonIcon: 'mdi:facebook',
    loginButtonLabel: 'Facebook',
    helpLink: 'https://developers.facebook.com/docs/facebook-login',
    additionalInfo: null,
  },
  {
    providerId: 'Apple',
    name: 'Apple',
    accessTokenUri: 'https://appleid.apple.com/auth/token',
    authorizationUri: 'https://appleid.apple.com/auth/authorize?response_mode=form_post',
    scope: ['email', 'openid', 'name'],
    jwkSetUri: 'https://appleid.apple.com/auth/keys',
    userInfoUri: null,
    clientAuthenticationMethod: 'POST',
    userNameAttributeName: 'email',
    mapperConfig: { ...basic('email'), type: 'APPLE' },
    comment: 'Sign in with an Apple ID',
    loginButtonIcon: 'mdi:apple',
    loginButtonLabel: 'Apple',
    helpLink: 'https://developer.apple.com/sign-in-with-apple/',
    additionalInfo: null,
  },
];

/** Seeds the built-in templates (idempotent). */
export async function seedOauth2Templates(db: Queryable): Promise<void> {
  for (const t of OAUTH2_TEMPLATES) {
    const id = uuidV1();
    await db.query(
      'INSERT INTO oauth2_template (id, created_time, provider_id, value) VALUES ($1, $2, $3, $4::jsonb) ON CONFLICT (provider_id) DO NOTHING',
      [id, uuidV1Time(id), t['providerId'], jsonParam(t)],
    );
  }
}
