/**
 * Customer form: title (required, unique per tenant), description, the home dashboard
 * of the customer's users with its hide-toolbar flag (once the customer exists: picked from the dashboards assigned
 * to it, as ThingsBoard does) and the contact (country, city, state, postal code checked per country:
 * contact.postal-code-invalid, address, phone, email).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import type { Customer } from '../../../api/customers';
import { dashboardPickerSource, homeDashboardOf, withHomeDashboard } from '../../../api/dashboard-assignments';
import type { Contact } from '../../../ui/contact/contact-form';
import { addContactIssues, contactOf, FormContact } from '../../../ui/contact/form-contact';
import {
  FormDashboardSetting,
  type DashboardSettingValue,
} from '../../../ui/dashboard-autocomplete/dashboard-setting-field';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';

interface Values {
  title: string;
  description: string;
  home: DashboardSettingValue;
  contact: Contact;
}

const schema = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'customer.title-required'), z.maxLength(255, 'customer.title-max-length')),
    description: z.string(),
    home: z.any(),
    contact: z.any(),
  })
  .check(z.superRefine((v, ctx) => addContactIssues(v.contact as Contact, ctx)));

const toValues = (c: Customer): Values => ({
  title: c.title ?? '',
  description: typeof c.additionalInfo?.['description'] === 'string' ? c.additionalInfo['description'] : '',
  home: homeDashboardOf(c.additionalInfo),
  contact: contactOf(c),
});

export function CustomerForm({ entity, editing, formId, onSubmit, onDirtyChange, isNew }: EntityFormProps<Customer>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      ...v.contact,
      title: v.title,
      additionalInfo: {
        ...(isNew ? entity.additionalInfo : withHomeDashboard(entity.additionalInfo, v.home)),
        description: v.description,
      },
    }),
  );
  const customerId = entity.id?.id;
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="customer-form">
      <FormText control={control} name="title" label={t('customer.title')} required disabled={off} />
      <FormTextArea control={control} name="description" label={t('customer.description')} disabled={off} />
      {!isNew && customerId ? (
        <FormDashboardSetting
          control={control}
          name="home"
          dashboardLabel={t('dashboard.home-dashboard')}
          flagLabel={t('dashboard.home-dashboard-hide-toolbar')}
          {...dashboardPickerSource({ kind: 'customer', customerId })}
          disabled={off}
          testId="field-home-dashboard"
        />
      ) : null}
      <FormContact control={control} name="contact" disabled={off} />
    </form>
  );
}
