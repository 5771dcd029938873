/**
 * Public entry of the system settings feature (general, outgoing mail, SMS provider,
 * security settings and OAuth2 for SYS_ADMIN; home settings for TENANT_ADMIN). One page per place.
 */
export { GeneralSettingsPage } from './general-settings-page';
export { MailSettingsPage } from './mail-settings-page';
export { SmsSettingsPage } from './sms-settings-page';
export { SecuritySettingsPage } from './security-settings-page';
export { OAuth2SettingsPage } from './oauth2/oauth2-settings-page';
export { HomeSettingsPage } from './home-settings-page';
