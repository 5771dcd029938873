/**
 * Asset details form: name (required), asset type (subtype autocomplete,
 * required: asset.asset-type-required; the typed text is accepted when it matches no known type), label,
 * description.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import type { AssetInfo } from '../../../api/assets';
import { getEntitySubtypes } from '../../../api/subtypes';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormGrid, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { FormSubtype } from '../../../ui/form/form-subtype';
import { useEntityForm } from '../../../ui/form/use-entity-form';

interface Values {
  name: string;
  type: string;
  label: string;
  description: string;
}

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'asset.name-required'), z.maxLength(255, 'asset.name-max-length')),
  type: z.string().check(z.trim(), z.minLength(1, 'asset.asset-type-required')),
  label: z.string().check(z.trim(), z.maxLength(255, 'asset.label-max-length')),
  description: z.string(),
});

const toValues = (a: AssetInfo): Values => ({
  name: a.name ?? '',
  type: a.type ?? '',
  label: a.label ?? '',
  description: typeof a.additionalInfo?.['description'] === 'string' ? a.additionalInfo['description'] : '',
});

export function AssetForm({ entity, editing, formId, onSubmit, onDirtyChange }: EntityFormProps<AssetInfo>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      name: v.name,
      type: v.type,
      label: v.label,
      additionalInfo: { ...(entity.additionalInfo ?? {}), description: v.description },
    }),
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="asset-form">
      <FormText control={control} name="name" label={t('asset.name')} required disabled={off} />
      <FormGrid>
        <FormSubtype
          control={control}
          name="type"
          entityType="ASSET"
          loadSubtypes={() => getEntitySubtypes('ASSET')}
          disabled={off}
        />
        <FormText control={control} name="label" label={t('asset.label')} disabled={off} />
      </FormGrid>
      <FormTextArea control={control} name="description" label={t('asset.description')} disabled={off} />
    </form>
  );
}
