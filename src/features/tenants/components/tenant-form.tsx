/**
 * Tenant form (system administrators): title (required), tenant profile (the default profile when
 * none is picked), description, the home dashboard of the tenant's users with its hide-toolbar flag (once the tenant
 * exists: picked from that tenant's dashboards, as ThingsBoard does), and contact.
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import { dashboardPickerSource, homeDashboardOf, withHomeDashboard } from '../../../api/dashboard-assignments';
import { getTenantProfileInfos, type TenantInfo } from '../../../api/tenants';
import { Autocomplete } from '../../../ui/autocomplete/autocomplete';
import type { Contact } from '../../../ui/contact/contact-form';
import { addContactIssues, contactOf, FormContact } from '../../../ui/contact/form-contact';
import {
  FormDashboardSetting,
  type DashboardSettingValue,
} from '../../../ui/dashboard-autocomplete/dashboard-setting-field';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';

interface ProfileOption {
  id: string;
  name: string;
}

interface Values {
  title: string;
  profile: ProfileOption | null;
  description: string;
  home: DashboardSettingValue;
  contact: Contact;
}

const schema = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'tenant.title-required'), z.maxLength(255, 'tenant.title-max-length')),
    profile: z.any(),
    description: z.string(),
    home: z.any(),
    contact: z.any(),
  })
  .check(z.superRefine((v, ctx) => addContactIssues(v.contact as Contact, ctx)));

const toValues = (e: TenantInfo): Values => ({
  title: e.title ?? '',
  profile: e.tenantProfileId?.id ? { id: e.tenantProfileId.id, name: e.tenantProfileName ?? '' } : null,
  description: typeof e.additionalInfo?.['description'] === 'string' ? e.additionalInfo['description'] : '',
  home: homeDashboardOf(e.additionalInfo),
  contact: contactOf(e),
});

async function searchProfiles(text: string, signal: AbortSignal): Promise<ProfileOption[]> {
  const page = await getTenantProfileInfos(
    { pageSize: 50, page: 0, textSearch: text.trim() || null, sortOrder: { property: 'name', direction: 'ASC' } },
    { signal, ignoreLoading: true, ignoreErrors: true },
  );
  return page.data.map((p) => ({ id: p.id.id, name: p.name }));
}

export function TenantForm({ entity, editing, formId, onSubmit, onDirtyChange, isNew }: EntityFormProps<TenantInfo>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      ...v.contact,
      title: v.title,
      tenantProfileId: v.profile ? { entityType: 'TENANT_PROFILE', id: (v.profile as ProfileOption).id } : null,
      additionalInfo: {
        ...(isNew ? entity.additionalInfo : withHomeDashboard(entity.additionalInfo, v.home)),
        description: v.description,
      },
    }),
  );
  const tenantId = entity.id?.id;
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="tenant-form">
      <FormText control={control} name="title" label={t('tenant.title')} required disabled={off} />
      <Controller
        control={control}
        name="profile"
        render={({ field }) => (
          <Autocomplete<ProfileOption>
            label={t('tenant.tenant-profile')}
            value={field.value as ProfileOption | null}
            onChange={field.onChange}
            search={searchProfiles}
            getLabel={(p) => p.name}
            getKey={(p) => p.id}
            disabled={off}
            hint={t('tenant.tenant-profile-hint')}
            testId="field-profile"
          />
        )}
      />
      <FormTextArea control={control} name="description" label={t('tenant.description')} disabled={off} />
      {!isNew && tenantId ? (
        <FormDashboardSetting
          control={control}
          name="home"
          dashboardLabel={t('dashboard.home-dashboard')}
          flagLabel={t('dashboard.home-dashboard-hide-toolbar')}
          {...dashboardPickerSource({ kind: 'tenant-by-id', tenantId })}
          disabled={off}
          testId="field-home-dashboard"
        />
      ) : null}
      <FormContact control={control} name="contact" disabled={off} />
    </form>
  );
}
