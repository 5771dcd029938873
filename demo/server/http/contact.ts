/** Contact fields shared by Tenant and Customer. */
import { badRequest } from './errors.js';
import { optString, type Json } from './validate.js';
import { isEmail } from '../../../src/lib/email.js';

/** Wire names of the contact fields, in TB order. */
export const CONTACT_FIELDS = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'] as const;

/** Contact values by wire name. */
export type Contact = Record<(typeof CONTACT_FIELDS)[number], string | null>;

/** Reads the contact fields of a body; validates the e-mail format when present. */
export function parseContact(body: Json): Contact {
  const out = {} as Contact;
  for (const f of CONTACT_FIELDS) out[f] = optString(body, f);
  if (out.email && !isEmail(out.email)) throw badRequest(`Invalid email address format '${out.email}'!`);
  return out;
}

/** Contact values of a row (same column names). */
export function contactOf(row: Record<string, unknown>): Contact {
  const out = {} as Contact;
  for (const f of CONTACT_FIELDS) out[f] = (row[f] as string | null | undefined) ?? null;
  return out;
}

/** Positional values in CONTACT_FIELDS order. */
export function contactValues(c: Contact): (string | null)[] {
  return CONTACT_FIELDS.map((f) => c[f]);
}
