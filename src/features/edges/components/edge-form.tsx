/**
 * Edge form: name, type (subtype, required), label, edge license key, cloud
 * endpoint, routing key and secret (generated for a new edge: a UUID and 20 random characters;
 * copyable), description.
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import type { EdgeInfo } from '../../../api/edges';
import { getEntitySubtypes } from '../../../api/subtypes';
import { CopyButton } from '../../../ui/copy-button/copy-button';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormGrid, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { FormSubtype } from '../../../ui/form/form-subtype';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { TextField } from '../../../ui/text-field/text-field';

interface Values {
  name: string;
  type: string;
  label: string;
  edgeLicenseKey: string;
  cloudEndpoint: string;
  routingKey: string;
  secret: string;
  description: string;
}

const required = (key: string) => z.string().check(z.trim(), z.minLength(1, key));

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'edge.name-required'), z.maxLength(255, 'edge.name-max-length')),
  type: required('edge.edge-type-required'),
  label: z.string(),
  edgeLicenseKey: required('edge.edge-license-key-required'),
  cloudEndpoint: required('edge.cloud-endpoint-required'),
  routingKey: z.string(),
  secret: z.string(),
  description: z.string(),
});

const toValues = (e: EdgeInfo): Values => ({
  name: e.name ?? '',
  type: e.type ?? '',
  label: e.label ?? '',
  edgeLicenseKey: e.edgeLicenseKey ?? '',
  cloudEndpoint: e.cloudEndpoint ?? '',
  routingKey: e.routingKey ?? '',
  secret: e.secret ?? '',
  description: typeof e.additionalInfo?.['description'] === 'string' ? e.additionalInfo['description'] : '',
});

export function EdgeForm({ entity, editing, formId, onSubmit, onDirtyChange }: EntityFormProps<EdgeInfo>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const [routingKey, secret] = useWatch({ control, name: ['routingKey', 'secret'] });
  const submit = form.handleSubmit((v) => {
    const { description, ...rest } = v;
    return onSubmit({ ...entity, ...rest, additionalInfo: { ...(entity.additionalInfo ?? {}), description } });
  });
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="edge-form">
      <FormText control={control} name="name" label={t('edge.name')} required disabled={off} />
      <FormGrid>
        <FormSubtype
          control={control}
          name="type"
          entityType="EDGE"
          loadSubtypes={() => getEntitySubtypes('EDGE')}
          disabled={off}
        />
        <FormText control={control} name="label" label={t('edge.label')} disabled={off} />
      </FormGrid>
      <FormGrid>
        <FormText control={control} name="edgeLicenseKey" label={t('edge.edge-license-key')} required disabled={off} />
        <FormText control={control} name="cloudEndpoint" label={t('edge.cloud-endpoint')} required disabled={off} />
      </FormGrid>
      <FormGrid>
        <TextField
          label={t('edge.routing-key')}
          value={routingKey}
          readOnly
          disabled
          data-testid="field-routingKey"
          trailing={<CopyButton text={routingKey} label={t('action.copy')} />}
        />
        <TextField
          label={t('edge.secret')}
          value={secret}
          readOnly
          disabled
          data-testid="field-secret"
          trailing={<CopyButton text={secret} label={t('action.copy')} />}
        />
      </FormGrid>
      <FormTextArea control={control} name="description" label={t('edge.description')} disabled={off} />
    </form>
  );
}
