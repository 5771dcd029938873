/**
 * User form: email (required, email format: user.invalid-email-format), first and last name,
 * description; a new user also picks how to activate: display an activation link, or send the activation email.
 * A saved user also gets ThingsBoard's dashboard settings: the default dashboard with "always fullscreen" (a user
 * with both lands on it fullscreen and stays there) and the home dashboard with its hide-toolbar flag, picked from
 * the user's tenant's or customer's dashboards.
 */
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import { isEmail } from '../../../lib/email';
import {
  dashboardPickerScope,
  dashboardPickerSource,
  homeDashboardOf,
  withHomeDashboard,
} from '../../../api/dashboard-assignments';
import type { User } from '../../../api/users';
import { useSession } from '../../../session/use-session';
import {
  FormDashboardSetting,
  type DashboardSettingValue,
} from '../../../ui/dashboard-autocomplete/dashboard-setting-field';
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
  defaultDashboard: DashboardSettingValue;
  home: DashboardSettingValue;
}

const schema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'user.email-required'), z.refine(isEmail, 'user.invalid-email-format')),
  firstName: z.string(),
  lastName: z.string(),
  description: z.string(),
  activationMethod: z.enum(['DISPLAY_LINK', 'SEND_MAIL']),
  defaultDashboard: z.any(),
  home: z.any(),
});

function defaultDashboardOf(info: Record<string, unknown> | null | undefined): DashboardSettingValue {
  const id = info?.['defaultDashboardId'];
  return { dashboardId: typeof id === 'string' && id ? id : null, flag: info?.['defaultDashboardFullscreen'] === true };
}

const toValues = (u: UserDraft): Values => ({
  email: u.email ?? '',
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  description: typeof u.additionalInfo?.['description'] === 'string' ? u.additionalInfo['description'] : '',
  activationMethod: u.activationMethod ?? 'DISPLAY_LINK',
  defaultDashboard: defaultDashboardOf(u.additionalInfo),
  home: homeDashboardOf(u.additionalInfo),
});

export function UserForm({ entity, editing, formId, onSubmit, onDirtyChange, isNew }: EntityFormProps<UserDraft>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const viewer = useSession().authUser?.authority;
  const picker = useMemo(
    () =>
      dashboardPickerSource(
        dashboardPickerScope({
          scope: entity.authority === 'TENANT_ADMIN' ? 'tenant' : 'customer',
          authority: viewer,
          tenantId: entity.tenantId?.id,
          customerId: entity.customerId?.id,
        }),
      ),
    [entity.authority, entity.tenantId?.id, entity.customerId?.id, viewer],
  );
  const settings = (info: Record<string, unknown> | null | undefined, v: Values) =>
    isNew
      ? { ...(info ?? {}) }
      : {
          ...withHomeDashboard(info, v.home),
          defaultDashboardId: v.defaultDashboard.dashboardId,
          defaultDashboardFullscreen: v.defaultDashboard.flag,
        };
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      email: v.email,
      firstName: v.firstName,
      lastName: v.lastName,
      activationMethod: v.activationMethod,
      additionalInfo: { ...settings(entity.additionalInfo, v), description: v.description },
    }),
  );
  const setting = (name: 'defaultDashboard' | 'home', dashboardLabel: string, flagLabel: string, testId: string) => (
    <FormDashboardSetting
      control={control}
      name={name}
      dashboardLabel={dashboardLabel}
      flagLabel={flagLabel}
      {...picker}
      disabled={off}
      testId={testId}
    />
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="user-form">
      <FormText
        control={control}
        name="email"
        type="email"
        label={t('user.email')}
        required
        disabled={off}
        autoComplete="off"
      />
      <FormGrid>
        <FormText control={control} name="firstName" label={t('user.first-name')} disabled={off} />
        <FormText control={control} name="lastName" label={t('user.last-name')} disabled={off} />
      </FormGrid>
      <FormTextArea control={control} name="description" label={t('user.description')} disabled={off} />
      {!isNew && entity.id?.id ? (
        <>
          {setting(
            'defaultDashboard',
            t('user.default-dashboard'),
            t('user.always-fullscreen'),
            'field-default-dashboard',
          )}
          {setting(
            'home',
            t('dashboard.home-dashboard'),
            t('dashboard.home-dashboard-hide-toolbar'),
            'field-home-dashboard',
          )}
        </>
      ) : null}
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
