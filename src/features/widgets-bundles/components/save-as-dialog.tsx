/**
 * "Save widget type as": a new name and the target bundle, among the bundles the user may change (the tenant's
 * own bundles for a tenant administrator, the system bundles for the system administrator).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { getWidgetsBundles, isSystemBundle, type WidgetsBundle } from '../../../api/widgets-bundles';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { widgetsBundleKeys } from '../api/widgets-bundle-queries';

export interface SaveAsResult {
  name: string;
  bundle: WidgetsBundle;
}

export function SaveAsDialog({
  name: initialName,
  authority,
  onClose,
}: {
  name: string;
  authority: string | null;
  onClose(r: SaveAsResult | null): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [bundleId, setBundleId] = useState<string | null>(null);
  const bundles = useQuery({
    queryKey: [...widgetsBundleKeys.all, 'writable', authority],
    queryFn: async ({ signal }) => {
      const page = await getWidgetsBundles(
        { pageSize: 1024, page: 0, sortOrder: { property: 'title', direction: 'ASC' } },
        { signal },
      );
      return page.data.filter((b) => (authority === 'SYS_ADMIN' ? isSystemBundle(b) : !isSystemBundle(b)));
    },
  });
  const chosen = bundles.data?.find((b) => b.id.id === bundleId) ?? null;
  const valid = name.trim() !== '' && !!chosen;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose(null)}
      title={t('widget-editor.save-widget-type-as')}
      testId="widget-save-as-dialog"
      width={480}
      actions={
        <>
          <Button $variant="text" onClick={() => onClose(null)}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => chosen && onClose({ name, bundle: chosen })}
            data-testid="widget-save-as-submit"
          >
            {t('action.save')}
          </Button>
        </>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={t('widget-editor.widget-name')}
          value={name}
          required
          onChange={(e) => setName(e.target.value)}
          data-testid="widget-save-as-name"
        />
        <Select
          label={t('widget-editor.target-bundle')}
          required
          options={(bundles.data ?? []).map((b) => ({ value: b.id.id, label: b.title }))}
          value={bundleId}
          onChange={setBundleId}
          hint={bundles.data && bundles.data.length === 0 ? t('widget-editor.no-writable-bundles') : undefined}
          testId="widget-save-as-bundle"
        />
      </div>
    </Dialog>
  );
}
