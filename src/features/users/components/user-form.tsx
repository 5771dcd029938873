/**
 * User form: email (required, email format: user.invalid-email-format), first and last name,
 * description; a new user also picks how to activate: display an activation link, or send the activation email.
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isEmail } from '../../../lib/email';
import type { User } from '../../../api/users';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormGrid, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { Select } from '../../../ui/select/select';

/** How a new user is activated. */
export type ActivationMethod = 'DISPLAY_LINK' | 'SEND_MAIL';

/** A user being edited, with the activation choice of a new one. */
export type UserDraft = User & { activationMethod?: ActivationMethod };

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  description: string;
  activationMethod: ActivationMethod;
}

const schema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'user.email-required'), z.refine(isEmail, 'user.invalid-email-format')),
  firstName: z.string(),
  lastName: z.string(),
  description: z.string(),
  activationMethod: z.enum(['DISPLAY_LINK', 'SEND_MAIL']),
});

const toValues = (u: UserDraft): Values => ({
  email: u.email ?? '',
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  description: typeof u.additionalInfo?.['description'] === 'string' ? u.additionalInfo['description'] : '',
  activationMethod: u.activationMethod ?? 'DISPLAY_LINK',
});

export function UserForm({ entity, editing, formId, onSubmit, onDirtyChange, isNew }: EntityFormProps<UserDraft>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({ ...entity, email: v.email, firstName: v.firstName, lastName: v.lastName, activationMethod: v.activationMethod, additionalInfo: { ...(entity.additionalInfo ?? {}), description: v.description } }),
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="user-form">
      <FormText control={control} name="email" type="email" label={t('user.email')} required disabled={off} autoComplete="off" />
      <FormGrid>
        <FormText control={control} name="firstName" label={t('user.first-name')} disabled={off} />
        <FormText control={control} name="lastName" label={t('user.last-name')} disabled={off} />
      </FormGrid>
      <FormTextArea control={control} name="description" label={t('user.description')} disabled={off} />
      {isNew ? (
        <Controller
          control={control}
          name="activationMethod"
          render={({ field }) => (
            <Select<ActivationMethod>
              label={t('user.activation-method')}
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'DISPLAY_LINK', label: t('user.display-activation-link') },
                { value: 'SEND_MAIL', label: t('user.send-activation-mail') },
              ]}
              testId="field-activation"
            />
          )}
        />
      ) : null}
    </form>
  );
}
