/**
 * The contact block of an entity form on react-hook-form (tenants, customers): the entity's contact fields as one
 * `contact` value, their checks as schema issues under `contact.<field>`, and the block with its error line.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { ContactForm, contactErrors, type Contact } from './contact-form';

const CONTACT_KEYS = ['country', 'city', 'state', 'zip', 'address', 'address2', 'phone', 'email'] as const;

/** The contact fields of a tenant or customer (ThingsBoard keeps them at the entity's top level). */
export function contactOf(e: Partial<Record<(typeof CONTACT_KEYS)[number], string | null>>): Contact {
  return Object.fromEntries(CONTACT_KEYS.map((k) => [k, e[k] ?? ''])) as Contact;
}

/** Adds the contact's errors to a schema refinement (zod's `superRefine` context), at `contact.<field>`. */
export function addContactIssues(
  contact: Contact,
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  for (const [key, message] of Object.entries(contactErrors(contact)))
    ctx.addIssue({ code: 'custom', path: ['contact', key], message });
}

/** The contact block bound to the form's `name` field, with the refused fields' messages under it. */
export function FormContact<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // The issues sit under the block's fields (contact.zip, contact.email), not on the block itself.
        const errors = Object.values((fieldState.error ?? {}) as Record<string, { message?: string } | undefined>);
        const text = errors.map((e) => (e?.message ? t(e.message) : '')).join(' ');
        return (
          <>
            <ContactForm value={field.value as Contact} onChange={field.onChange} disabled={disabled} />
            {text.trim() ? (
              <p role="alert" style={{ color: 'var(--iot-color-warn)', fontSize: 12 }}>
                {text}
              </p>
            ) : null}
          </>
        );
      }}
    />
  );
}
