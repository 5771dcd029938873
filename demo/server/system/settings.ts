/** Security settings (admin settings key `securitySettings`) with ThingsBoard's fresh-install defaults. */
import type { Queryable } from '../db/types.js';

/** ThingsBoard's UserPasswordPolicy; null/0 = rule off. */
export interface UserPasswordPolicy {
  minimumLength: number | null;
  minimumUppercaseLetters: number | null;
  minimumLowercaseLetters: number | null;
  minimumDigits: number | null;
  minimumSpecialCharacters: number | null;
  passwordExpirationPeriodDays: number | null;
  passwordReuseFrequencyDays: number | null;
}

/** ThingsBoard's SecuritySettings (password policy, failed-login limits). */
export interface SecuritySettings {
  passwordPolicy: UserPasswordPolicy;
  maxFailedLoginAttempts: number | null;
  userLockoutNotificationEmail: string | null;
}

/** Defaults when no security settings were saved (minimum length 6, everything else off). */
export function defaultSecuritySettings(): SecuritySettings {
  return {
    passwordPolicy: {
      minimumLength: 6,
      minimumUppercaseLetters: null,
      minimumLowercaseLetters: null,
      minimumDigits: null,
      minimumSpecialCharacters: null,
      passwordExpirationPeriodDays: null,
      passwordReuseFrequencyDays: null,
    },
    maxFailedLoginAttempts: null,
    userLockoutNotificationEmail: null,
  };
}

/** Reads the saved security settings, filling gaps with the defaults. */
export async function getSecuritySettings(db: Queryable): Promise<SecuritySettings> {
  const { rows } = await db.query<{ json_value: Partial<SecuritySettings> }>(
    "SELECT json_value FROM admin_settings WHERE key = 'securitySettings'",
  );
  const defaults = defaultSecuritySettings();
  const saved = rows[0]?.json_value;
  if (!saved) return defaults;
  return {
    ...defaults,
    ...saved,
    passwordPolicy: { ...defaults.passwordPolicy, ...(saved.passwordPolicy ?? {}) },
  };
}
