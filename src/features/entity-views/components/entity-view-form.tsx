/**
 * Entity view form: name, type (subtype, required), the device or asset it shows
 * (required), start and end time (empty = unbounded; end after start), the client/shared/server attribute keys and
 * timeseries keys it exposes, description.
 */
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import type { EntityViewInfo } from '../../../api/entity-views';
import type { EntityLookup } from '../../../api/entity-lookup';
import { getEntitySubtypes } from '../../../api/subtypes';
import { DateTimeInput } from '../../../ui/datetime/datetime-input';
import { EntityKeyList } from '../../../ui/entity/entity-key-list';
import { EntitySelect } from '../../../ui/entity/entity-select';
import { EntitySubtypeAutocomplete } from '../../../ui/entity/entity-subtype';
import type { EntityRef } from '../../../ui/entity/entity-types';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormGrid, FormSection, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';

interface Values {
  name: string;
  type: string;
  target: EntityRef | null;
  startTime: number | null;
  endTime: number | null;
  cs: string[];
  sh: string[];
  ss: string[];
  timeseries: string[];
  description: string;
}

const schema = z
  .object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'entity-view.name-required'), z.maxLength(255, 'entity-view.name-max-length')),
    type: z.string().check(z.trim(), z.minLength(1, 'entity-view.entity-view-type-required')),
    target: z
      .nullable(z.object({ entityType: z.string(), id: z.string() }))
      .check(z.refine((v) => v !== null, 'entity-view.target-entity-required')),
    startTime: z.nullable(z.number()),
    endTime: z.nullable(z.number()),
    cs: z.array(z.string()),
    sh: z.array(z.string()),
    ss: z.array(z.string()),
    timeseries: z.array(z.string()),
    description: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.startTime && v.endTime && v.endTime <= v.startTime)
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'entity-view.end-time-before-start' });
    }),
  );

const toValues = (e: EntityViewInfo): Values => ({
  name: e.name ?? '',
  type: e.type ?? '',
  target: e.entityId ? { entityType: e.entityId.entityType, id: e.entityId.id } : null,
  startTime: e.startTimeMs ? e.startTimeMs : null,
  endTime: e.endTimeMs ? e.endTimeMs : null,
  cs: e.keys?.attributes?.cs ?? [],
  sh: e.keys?.attributes?.sh ?? [],
  ss: e.keys?.attributes?.ss ?? [],
  timeseries: e.keys?.timeseries ?? [],
  description: typeof e.additionalInfo?.['description'] === 'string' ? e.additionalInfo['description'] : '',
});

function fromValues(e: EntityViewInfo, v: Values): EntityViewInfo {
  return {
    ...e,
    name: v.name,
    type: v.type,
    entityId: v.target ? { entityType: v.target.entityType, id: v.target.id } : null,
    startTimeMs: v.startTime ?? 0,
    endTimeMs: v.endTime ?? 0,
    keys: { timeseries: v.timeseries, attributes: { cs: v.cs, sh: v.sh, ss: v.ss } },
    additionalInfo: { ...(e.additionalInfo ?? {}), description: v.description },
  };
}

type KeyListName = 'cs' | 'sh' | 'ss' | 'timeseries';

/** One list of attribute or timeseries keys the view exposes. */
function KeysField({
  control,
  name,
  label,
  off,
}: {
  control: Control<Values>;
  name: KeyListName;
  label: string;
  off: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <EntityKeyList
          label={label}
          value={field.value}
          onChange={field.onChange}
          disabled={off}
          testId={`field-${name}`}
        />
      )}
    />
  );
}

/** The device or asset the view shows (required). */
function TargetField({ control, lookup, off }: { control: Control<Values>; lookup: EntityLookup; off: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="target"
      render={({ field, fieldState }) => (
        <div>
          <EntitySelect
            value={field.value}
            onChange={field.onChange}
            allowedTypes={['DEVICE', 'ASSET']}
            search={lookup.search}
            load={lookup.load}
            required
            disabled={off}
            testId="field-target"
          />
          {fieldState.error?.message ? (
            <p role="alert" style={{ margin: '0 12px 8px', fontSize: 12, color: 'var(--iot-color-warn)' }}>
              {t(fieldState.error.message)}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}

/** Start and end time (empty = unbounded; end after start). */
function DurationSection({ control, off }: { control: Control<Values>; off: boolean }) {
  const { t } = useTranslation();
  const err = (m?: string) => (m ? t(m) : null);
  return (
    <FormSection>
      <legend>{t('entity-view.duration')}</legend>
      <FormGrid>
        <Controller
          control={control}
          name="startTime"
          render={({ field }) => (
            <DateTimeInput
              label={t('entity-view.start-time')}
              value={field.value}
              onChange={field.onChange}
              disabled={off}
              testId="field-start"
            />
          )}
        />
        <Controller
          control={control}
          name="endTime"
          render={({ field, fieldState }) => (
            <DateTimeInput
              label={t('entity-view.end-time')}
              value={field.value}
              onChange={field.onChange}
              disabled={off}
              error={err(fieldState.error?.message) ?? undefined}
              testId="field-end"
            />
          )}
        />
      </FormGrid>
    </FormSection>
  );
}

/** The form, bound to the viewer's entity lookup (target device or asset). */
export function entityViewForm(lookup: EntityLookup) {
  return function EntityViewForm({
    entity,
    editing,
    formId,
    onSubmit,
    onDirtyChange,
  }: EntityFormProps<EntityViewInfo>) {
    const { t } = useTranslation();
    const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
    const { control } = form;
    const off = !editing;
    const submit = form.handleSubmit((v) => onSubmit(fromValues(entity, v)));
    const keys = (name: KeyListName, label: string) => (
      <KeysField control={control} name={name} label={label} off={off} />
    );
    const err = (m?: string) => (m ? t(m) : null);
    return (
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="entity-view-form">
        <FormText control={control} name="name" label={t('entity-view.name')} required disabled={off} />
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <EntitySubtypeAutocomplete
              entityType="ENTITY_VIEW"
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              loadSubtypes={() => getEntitySubtypes('ENTITY_VIEW')}
              required
              disabled={off}
              error={err(fieldState.error?.message)}
              testId="field-type"
            />
          )}
        />
        <TargetField control={control} lookup={lookup} off={off} />
        <DurationSection control={control} off={off} />
        <FormSection>
          <legend>{t('entity-view.attributes-propagation')}</legend>
          {keys('cs', t('entity-view.client-attributes'))}
          {keys('sh', t('entity-view.shared-attributes'))}
          {keys('ss', t('entity-view.server-attributes'))}
        </FormSection>
        <FormSection>
          <legend>{t('entity-view.timeseries-data')}</legend>
          {keys('timeseries', t('entity-view.timeseries'))}
        </FormSection>
        <FormTextArea control={control} name="description" label={t('entity-view.description')} disabled={off} />
      </form>
    );
  };
}
