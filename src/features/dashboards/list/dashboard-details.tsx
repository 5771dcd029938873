/**
 * A dashboard's details, as ThingsBoard 3.3.1's dashboards page opens them from a row: the row's actions as
 * buttons, the customers it is assigned to and its public link (view mode), the form — title, description, and the
 * mobile application settings: image (at most 512 KiB), hidden in the mobile application, order there — and, for
 * tenant administrators, the audit logs. The details config of the dashboards `EntityTable`.
 */
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { z } from '../../../api/zod';
import { saveDashboard } from '../../../api/dashboard-management';
import { entityTabSources } from '../../../api/entity-tab-sources';
import { useSession } from '../../../session/use-session';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { standardTabs } from '../../../ui/entity-details/standard-tabs';
import type { DetailsConfig, DetailsContext, EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormCheckbox, FormHint, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { NumberField } from '../../../ui/number-field/number-field';
import { v } from '../../../ui/theme/tokens';
import { loadDashboardRow, publicCustomerId, type DashboardRow } from './list-api';

/** ThingsBoard's limit of a dashboard image. */
export const DASHBOARD_IMAGE_MAX_BYTES = 524288;

interface Values {
  title: string;
  description: string;
  image: string | null;
  mobileHide: boolean;
  mobileOrder: number | null;
}

const schema = z.object({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'dashboard.title-required'), z.maxLength(255, 'dashboard.title-max-length')),
  description: z.string(),
  image: z.nullable(z.string()),
  mobileHide: z.boolean(),
  mobileOrder: z.nullable(z.number().check(z.int('dashboard.mobile-order-integer'))),
});

const configOf = (d: DashboardRow): Record<string, unknown> =>
  d.configuration && typeof d.configuration === 'object' ? (d.configuration as Record<string, unknown>) : {};
const field = (d: DashboardRow, key: string): unknown => (d as Record<string, unknown>)[key];

const toValues = (d: DashboardRow): Values => {
  const description = configOf(d)['description'];
  const image = field(d, 'image');
  const order = field(d, 'mobileOrder');
  return {
    title: d.title ?? '',
    description: typeof description === 'string' ? description : '',
    image: typeof image === 'string' && image ? image : null,
    mobileHide: field(d, 'mobileHide') === true,
    mobileOrder: typeof order === 'number' ? order : null,
  };
};

const Info = styled.div`
  margin: 0 0 16px;
  font-size: 14px;
  color: ${v('color-text')};
  dt {
    font-size: 12px;
    color: ${v('color-text-secondary')};
  }
  dd {
    margin: 2px 0 12px;
    display: flex;
    align-items: center;
    gap: 4px;
    overflow-wrap: anywhere;
  }
`;

/** Title, description and the mobile application settings of a dashboard. */
export function DashboardForm({ entity, editing, formId, onSubmit, onDirtyChange }: EntityFormProps<DashboardRow>) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      title: v.title.trim(),
      image: v.image,
      mobileHide: v.mobileHide,
      mobileOrder: v.mobileOrder,
      configuration: { ...configOf(entity), description: v.description },
    }),
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="dashboard-form">
      <FormText control={control} name="title" label={t('dashboard.title')} required disabled={off} />
      <FormTextArea control={control} name="description" label={t('dashboard.description')} disabled={off} />
      <FormHint>{t('dashboard.mobile-app-settings')}</FormHint>
      <Controller
        control={control}
        name="image"
        render={({ field: f }) => (
          <ImageUpload
            label={t('dashboard.image')}
            value={f.value}
            onChange={f.onChange}
            maxSizeBytes={DASHBOARD_IMAGE_MAX_BYTES}
            alert={(title, message) => void dialogs.alert({ title, message, okLabel: t('action.ok') })}
            disabled={off}
            testId="dashboard-image"
          />
        )}
      />
      <FormCheckbox
        control={control}
        name="mobileHide"
        label={t('dashboard.mobile-hide')}
        disabled={off}
        testId="dashboard-mobile-hide"
      />
      <Controller
        control={control}
        name="mobileOrder"
        render={({ field: f, fieldState }) => (
          <NumberField
            label={t('dashboard.mobile-order')}
            value={f.value}
            onChange={f.onChange}
            step={1}
            disabled={off}
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            testId="dashboard-mobile-order"
          />
        )}
      />
    </form>
  );
}

/** View mode: the customers it is assigned to and, when public, its public link. */
function DashboardInfoBlock({ dashboard, tenant }: { dashboard: DashboardRow; tenant: boolean }) {
  const { t } = useTranslation();
  const assigned = (dashboard.assignedCustomers ?? []).filter((c) => c.public !== true);
  const publicId = publicCustomerId(dashboard);
  const link = publicId
    ? `${globalThis.location?.origin ?? ''}/dashboard/${dashboard.id.id}?publicId=${publicId}`
    : null;
  if (!tenant || (!assigned.length && !link)) return null;
  return (
    <Info as="dl" data-testid="dashboard-details-info">
      {assigned.length ? (
        <>
          <dt>{t('dashboard.assigned-customers')}</dt>
          <dd data-testid="dashboard-details-customers">
            {assigned.map((c) => c.title ?? c.customerId.id).join(', ')}
          </dd>
        </>
      ) : null}
      {link ? (
        <>
          <dt>{t('dashboard.public-link-label')}</dt>
          <dd>
            <code data-testid="dashboard-details-public-link">{link}</code>
            <CopyButton text={link} label={t('dashboard.copy-public-link')} />
          </dd>
        </>
      ) : null}
    </Info>
  );
}

/** The drawer config of the dashboards list; customer users see it read-only, as in ThingsBoard. */
export function useDashboardDetails(): DetailsConfig<DashboardRow> {
  const { t } = useTranslation();
  const session = useSession();
  const auth = session.authUser;
  const tenant = auth?.authority === 'TENANT_ADMIN';
  const sources = useMemo(
    () => entityTabSources({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  return useMemo<DetailsConfig<DashboardRow>>(
    () => ({
      load: loadDashboardRow,
      save: tenant ? (d) => saveDashboard(d) as Promise<DashboardRow> : undefined,
      title: (d) => d.title ?? d.id.id,
      subtitle: t('dashboard.dashboard-details'),
      form: DashboardForm,
      actions: (ctx: DetailsContext<DashboardRow>) => <DashboardInfoBlock dashboard={ctx.entity} tenant={tenant} />,
      tabs: tenant
        ? standardTabs<DashboardRow>({
            ref: (d) => ({ entityType: 'DASHBOARD', id: d.id.id }),
            sources: { fetchAuditLogs: sources.fetchAuditLogs },
            relationTypes: [],
          })
        : [],
    }),
    [t, tenant, sources],
  );
}
