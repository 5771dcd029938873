/**
 * The one e-mail rule of the console and the embedded server, as ThingsBoard 3.3.1's server validates user,
 * customer and tenant e-mails: letters, digits and `._%+-` before the `@`, then a domain of letters, digits, dots
 * and hyphens ending in a dot and a top-level domain of two or more letters, case-insensitive. So `a@localhost`
 * (no top-level domain) is rejected on both sides; forms show user.invalid-email-format, the server answers
 * "Invalid email address format '<email>'!". No trimming: what is checked is what is saved.
 */
const EMAIL = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
