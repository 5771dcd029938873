/**
 * Tenant profile form: name (required, unique), description, isolated TB core / rule engine (fixed
 * once the profile exists: the server refuses to change them), and the DEFAULT configuration — entity limits, API
 * usage budget, time-to-live days, warn threshold and transport rate limits. Numbers are whole and ≥ 0 (0 = unlimited);
 * a rate limit is "count:seconds" pairs separated by commas, empty for none.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import {
  isValidRateLimit,
  TENANT_LIMIT_KEYS,
  TENANT_RATE_LIMIT_KEYS,
  TENANT_TTL_KEYS,
  TENANT_USAGE_KEYS,
  type TenantProfile,
  type TenantProfileConfiguration,
} from '../../../api/tenant-profiles';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormCheckbox, FormGrid, FormSection, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';

const NUMBER_KEYS = [...TENANT_LIMIT_KEYS, ...TENANT_USAGE_KEYS, ...TENANT_TTL_KEYS] as const;

interface Values {
  name: string;
  description: string;
  isolatedTbCore: boolean;
  isolatedTbRuleEngine: boolean;
  limits: Record<string, string>;
}

const wholeNumber = z.string().check(z.refine((s) => /^\s*\d+\s*$/.test(s), 'tenant-profile.number-invalid'));
const schema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'tenant-profile.name-required'),
      z.maxLength(255, 'tenant-profile.name-max-length'),
    ),
  description: z.string(),
  isolatedTbCore: z.boolean(),
  isolatedTbRuleEngine: z.boolean(),
  limits: z.object({
    ...Object.fromEntries(NUMBER_KEYS.map((k) => [k, wholeNumber])),
    warnThreshold: z
      .string()
      .check(z.refine((s) => /^\s*(0(\.\d+)?|1(\.0+)?)\s*$/.test(s), 'tenant-profile.warn-threshold-invalid')),
    ...Object.fromEntries(
      TENANT_RATE_LIMIT_KEYS.map((k) => [
        k,
        z.string().check(z.refine(isValidRateLimit, 'tenant-profile.rate-limit-invalid')),
      ]),
    ),
  }),
});

const toValues = (p: TenantProfile): Values => {
  const c = p.profileData.configuration;
  return {
    name: p.name ?? '',
    description: p.description ?? '',
    isolatedTbCore: !!p.isolatedTbCore,
    isolatedTbRuleEngine: !!p.isolatedTbRuleEngine,
    limits: {
      ...Object.fromEntries([...NUMBER_KEYS, 'warnThreshold' as const].map((k) => [k, String(c[k] ?? 0)])),
      ...Object.fromEntries(TENANT_RATE_LIMIT_KEYS.map((k) => [k, c[k] ?? ''])),
    },
  };
};

function toConfiguration(base: TenantProfileConfiguration, limits: Record<string, string>): TenantProfileConfiguration {
  const out: TenantProfileConfiguration = { ...base, type: base.type || 'DEFAULT' };
  for (const k of NUMBER_KEYS) out[k] = Number.parseInt(limits[k] ?? '0', 10) || 0;
  out.warnThreshold = Number.parseFloat(limits['warnThreshold'] ?? '0') || 0;
  for (const k of TENANT_RATE_LIMIT_KEYS) out[k] = (limits[k] ?? '').replace(/\s+/g, '') || null;
  return out;
}

/** Label key of a configuration field: 'maxDevices' → 'tenant-profile.max-devices'. */
const labelKey = (k: string) => `tenant-profile.${k.replace(/[A-Z]+/g, (m) => `-${m.toLowerCase()}`)}`;

export function TenantProfileForm({
  entity,
  editing,
  formId,
  onSubmit,
  onDirtyChange,
}: EntityFormProps<TenantProfile>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const exists = !!entity.id?.id;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      name: v.name.trim(),
      description: v.description,
      isolatedTbCore: v.isolatedTbCore,
      isolatedTbRuleEngine: v.isolatedTbRuleEngine,
      profileData: {
        ...entity.profileData,
        configuration: toConfiguration(entity.profileData.configuration, v.limits),
      },
    }),
  );
  const numbers = (keys: readonly string[]) => (
    <FormGrid>
      {keys.map((k) => (
        <FormText
          key={k}
          control={control}
          name={`limits.${k}`}
          label={t(labelKey(k))}
          type="number"
          disabled={off}
          testId={`tp-${k}`}
        />
      ))}
    </FormGrid>
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="tenant-profile-form">
      <FormText
        control={control}
        name="name"
        label={t('tenant-profile.name')}
        required
        disabled={off}
        testId="tp-name"
      />
      <FormGrid>
        <FormCheckbox
          control={control}
          name="isolatedTbCore"
          label={t('tenant-profile.isolated-tb-core')}
          disabled={off || exists}
        />
        <FormCheckbox
          control={control}
          name="isolatedTbRuleEngine"
          label={t('tenant-profile.isolated-tb-rule-engine')}
          disabled={off || exists}
        />
      </FormGrid>
      <FormSection>
        <legend>{t('tenant-profile.entity-limits')}</legend>
        {numbers(TENANT_LIMIT_KEYS)}
      </FormSection>
      <FormSection>
        <legend>{t('tenant-profile.api-limits')}</legend>
        {numbers([...TENANT_USAGE_KEYS, 'warnThreshold'])}
      </FormSection>
      <FormSection>
        <legend>{t('tenant-profile.ttl')}</legend>
        {numbers(TENANT_TTL_KEYS)}
      </FormSection>
      <FormSection>
        <legend>{t('tenant-profile.rate-limits')}</legend>
        <FormGrid>
          {TENANT_RATE_LIMIT_KEYS.map((k) => (
            <FormText
              key={k}
              control={control}
              name={`limits.${k}`}
              label={t(labelKey(k))}
              disabled={off}
              testId={`tp-${k}`}
            />
          ))}
        </FormGrid>
      </FormSection>
      <FormTextArea control={control} name="description" label={t('tenant-profile.description')} disabled={off} />
    </form>
  );
}
