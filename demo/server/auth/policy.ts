/** Password policy checks with the validator's messages, joined by newline. */
import type { Queryable } from '../db/types.js';
import { badRequest } from '../http/errors.js';
import { getSecuritySettings } from '../system/settings.js';
import { verifyPassword } from '../security/password.js';

function count(password: string, re: RegExp): number {
  return (password.match(re) ?? []).length;
}

/** Policy violations of `password` (empty when it passes). */
export function policyViolations(
  password: string,
  policy: {
    minimumLength: number | null;
    minimumUppercaseLetters: number | null;
    minimumLowercaseLetters: number | null;
    minimumDigits: number | null;
    minimumSpecialCharacters: number | null;
  },
): string[] {
  const out: string[] = [];
  const min = policy.minimumLength ?? 0;
  if (min > 0 && [...password].length < min) out.push(`Password must be ${min} or more characters in length.`);
  const rules: [number | null, RegExp, string][] = [
    [policy.minimumUppercaseLetters, /\p{Lu}/gu, 'uppercase'],
    [policy.minimumLowercaseLetters, /\p{Ll}/gu, 'lowercase'],
    [policy.minimumDigits, /\p{Nd}/gu, 'digit'],
    [policy.minimumSpecialCharacters, /[^\p{L}\p{Nd}\s]/gu, 'special'],
  ];
  for (const [n, re, word] of rules) {
    if (n && n > 0 && count(password, re) < n) out.push(`Password must contain ${n} or more ${word} characters.`);
  }
  return out;
}

/**
 * Validates a new password against the saved policy, including `passwordReuseFrequencyDays` against the user's
 * `userPasswordHistory` (ts → hash). @throws ApiError 400/31 with the joined messages.
 */
export async function validatePassword(
  db: Queryable,
  password: string,
  history: Record<string, unknown> | null = null,
): Promise<void> {
  const { passwordPolicy } = await getSecuritySettings(db);
  const problems = policyViolations(password, passwordPolicy);
  if (problems.length > 0) throw badRequest(problems.join('\n'));
  const days = passwordPolicy.passwordReuseFrequencyDays ?? 0;
  if (days > 0 && history) {
    const since = Date.now() - days * 86_400_000;
    for (const [ts, hash] of Object.entries(history)) {
      if (Number(ts) >= since && typeof hash === 'string' && (await verifyPassword(password, hash))) {
        throw badRequest(`Password was already used for the last ${days} days`);
      }
    }
  }
}
