/**
 * Email format check used by the login and reset forms (message key user.invalid-email-format).
 * Deliberately close to the HTML email input's rule: local@domain with a dotted or single-label domain.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
