/**
 * Contact form: country, city, state, postal code, address, address 2, phone, email. The postal
 * code is checked for the 18 countries with a known format (contact.postal-code-invalid); the email must be well
 * formed (user.invalid-email-format).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { isEmail } from '../../lib/email';
import { Autocomplete } from '../autocomplete/autocomplete';
import { TextField } from '../text-field/text-field';
import { countryNames } from './countries';
import { postalCodeValid } from './postal-codes';

export interface Contact {
  country?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  address?: string | null;
  address2?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface ContactFormProps {
  value: Contact;
  onChange(value: Contact): void;
  onValidityChange?(valid: boolean): void;
  /** Email is required (e.g. for users); default false. */
  emailRequired?: boolean;
  disabled?: boolean;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 12px;
`;

/** Field errors of a contact (message keys). */
export function contactErrors(c: Contact, emailRequired = false): Partial<Record<'zip' | 'email', string>> {
  const errors: Partial<Record<'zip' | 'email', string>> = {};
  if (!postalCodeValid(c.country, c.zip)) errors.zip = 'contact.postal-code-invalid';
  const email = (c.email ?? '').trim();
  if (emailRequired && !email) errors.email = 'user.email-required';
  else if (email && !isEmail(email)) errors.email = 'user.invalid-email-format';
  return errors;
}

export function ContactForm({ value, onChange, onValidityChange, emailRequired, disabled }: ContactFormProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = contactErrors(value, emailRequired);
  const set = (patch: Contact) => {
    const next = { ...value, ...patch };
    onChange(next);
    onValidityChange?.(Object.keys(contactErrors(next, emailRequired)).length === 0);
  };
  const field = (key: keyof Contact, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      value={value[key] ?? ''}
      disabled={disabled}
      required={key === 'email' && emailRequired}
      error={touched[key] && (key === 'zip' || key === 'email') && errors[key] ? t(errors[key]) : undefined}
      onChange={(e) => set({ [key]: e.target.value })}
      onBlur={() => setTouched((s) => ({ ...s, [key]: true }))}
      {...extra}
    />
  );
  return (
    <Grid role="group" aria-label={t('contact.contact')}>
      <Autocomplete<string>
        label={t('contact.country')}
        value={value.country || null}
        onChange={(country) => set({ country })}
        search={async (text) => countryNames().filter((n) => n.toLowerCase().startsWith(text.trim().toLowerCase()))}
        getLabel={(s) => s}
        getKey={(s) => s}
        prefixOnly
        freeText={(s) => s}
        debounceMs={0}
        disabled={disabled}
      />
      {field('city', t('contact.city'), { autoComplete: 'address-level2' })}
      {field('state', t('contact.state'), { autoComplete: 'address-level1' })}
      {field('zip', t('contact.postal-code'), { autoComplete: 'postal-code' })}
      {field('address', t('contact.address'), { autoComplete: 'address-line1' })}
      {field('address2', t('contact.address2'), { autoComplete: 'address-line2' })}
      {field('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel' })}
      {field('email', t('contact.email'), { type: 'email', autoComplete: 'email' })}
    </Grid>
  );
}
