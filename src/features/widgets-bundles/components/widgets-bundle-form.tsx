/** Widgets bundle form: title (required), description and a preview image. */
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import type { WidgetsBundle } from '../../../api/widgets-bundles';
import type { EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { ImageUpload } from '../../../ui/image-upload/image-upload';

interface Values {
  title: string;
  description: string;
  image: string | null;
}

const schema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'widgets-bundle.title-required'),
      z.maxLength(255, 'widgets-bundle.title-max-length'),
    ),
  description: z.string(),
  image: z.nullable(z.string()),
});

const toValues = (b: WidgetsBundle): Values => ({
  title: b.title ?? '',
  description: b.description ?? '',
  image: b.image ?? null,
});

export function WidgetsBundleForm({
  entity,
  editing,
  formId,
  onSubmit,
  onDirtyChange,
}: EntityFormProps<WidgetsBundle>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({ ...entity, title: v.title, description: v.description || null, image: v.image }),
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="widgets-bundle-form">
      <FormText control={control} name="title" label={t('widgets-bundle.title')} required disabled={off} />
      <FormTextArea control={control} name="description" label={t('widgets-bundle.description')} disabled={off} />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageUpload
            label={t('widgets-bundle.image-preview')}
            value={field.value}
            onChange={field.onChange}
            disabled={off}
            testId="widgets-bundle-image"
          />
        )}
      />
    </form>
  );
}
