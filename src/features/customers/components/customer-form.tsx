/**
 * Customer form: title (required, unique per tenant), description and the contact
 * (country, city, state, postal code checked per country: contact.postal-code-invalid, address, phone, email).
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import type { Customer } from '../../../api/customers';
import { ContactForm, contactErrors, type Contact } from '../../../ui/contact/contact-form';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';

interface Values {
  title: string;
  description: string;
  contact: Contact;
}

const schema = z
  .object({ title: z.string().check(z.trim(), z.minLength(1, 'customer.title-required'), z.maxLength(255, 'customer.title-max-length')), description: z.string(), contact: z.any() })
  .check(
    z.superRefine((v, ctx) => {
      for (const [key, message] of Object.entries(contactErrors(v.contact as Contact))) ctx.addIssue({ code: 'custom', path: ['contact', key], message });
    }),
  );

const CONTACT_KEYS = ['country', 'city', 'state', 'zip', 'address', 'address2', 'phone', 'email'] as const;

/** Contact fields of a tenant or customer. */
export function contactOf(e: Partial<Record<(typeof CONTACT_KEYS)[number], string | null>>): Contact {
  return Object.fromEntries(CONTACT_KEYS.map((k) => [k, e[k] ?? ''])) as Contact;
}

const toValues = (c: Customer): Values => ({
  title: c.title ?? '',
  description: typeof c.additionalInfo?.['description'] === 'string' ? c.additionalInfo['description'] : '',
  contact: contactOf(c),
});

export function CustomerForm({ entity, editing, formId, onSubmit, onDirtyChange }: EntityFormProps<Customer>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) => onSubmit({ ...entity, ...v.contact, title: v.title, additionalInfo: { ...(entity.additionalInfo ?? {}), description: v.description } }));
  const contactError = form.formState.errors.contact;
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="customer-form">
      <FormText control={control} name="title" label={t('customer.title')} required disabled={off} />
      <FormTextArea control={control} name="description" label={t('customer.description')} disabled={off} />
      <Controller control={control} name="contact" render={({ field }) => <ContactForm value={field.value} onChange={field.onChange} disabled={off} />} />
      {contactError ? (
        <p role="alert" style={{ color: 'var(--iot-color-warn)', fontSize: 12 }}>
          {Object.values(contactError as Record<string, { message?: string }>)
            .map((e) => (e?.message ? t(e.message) : ''))
            .join(' ')}
        </p>
      ) : null}
    </form>
  );
}
