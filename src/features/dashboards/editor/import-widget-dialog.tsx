/**
 * Import widget: a widget export file (`{ widget, aliasesInfo, … }`), then the state and layout it goes into
 * (the state on screen and the main layout preselected); its aliases and filters are merged into the dashboard.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { JsonImportDialog } from '../../../ui/file-input/json-import-dialog';
import { Select } from '../../../ui/select/select';
import type { EditControllerState } from './edit-controller';
import { configOf, obj, type LayoutId } from './ops/tb-json';
import { isWidgetExport, type WidgetExport } from './ops/widget-transfer';

function parse(text: string): WidgetExport | null {
  try {
    const v: unknown = JSON.parse(text);
    return isWidgetExport(v) ? v : null;
  } catch {
    return null;
  }
}

export function ImportWidgetDialog({ ctl, onClose }: { ctl: EditControllerState; onClose(): void }) {
  const { t } = useTranslation();
  const [item, setItem] = useState<WidgetExport | null>(null);
  const [stateId, setStateId] = useState(ctl.stateId);
  const [layoutId, setLayoutId] = useState<LayoutId>('main');
  if (!item) {
    return (
      <JsonImportDialog
        title={t('dashboard.import-widget')}
        fileLabel={t('dashboard.widget-file')}
        importLabel={t('action.next')}
        invalidText={t('dashboard.invalid-widget-file-error')}
        parse={parse}
        onImport={async (v) => setItem(v)}
        onClose={onClose}
        testId="import-widget"
      />
    );
  }
  const states = Object.entries(obj(configOf(ctl.session.raw).states)).map(([id, s]) => ({
    value: id,
    label: String(obj(s).name ?? id),
  }));
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('dashboard.import-widget')}
      testId="import-widget-target"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            data-testid="import-widget-confirm"
            onClick={() => {
              ctl.importExport(item, layoutId, stateId);
              onClose();
            }}
          >
            {t('action.import')}
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 16, paddingTop: 8 }}>
        <Select
          label={t('dashboard.state')}
          options={states}
          value={stateId}
          onChange={setStateId}
          testId="import-widget-state"
        />
        <Select
          label={t('dashboard.layout')}
          options={[
            { value: 'main' as LayoutId, label: t('dashboard.layout-main') },
            { value: 'right' as LayoutId, label: t('dashboard.layout-right') },
          ]}
          value={layoutId}
          onChange={setLayoutId}
          testId="import-widget-layout"
        />
      </div>
    </Dialog>
  );
}
