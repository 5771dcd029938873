/** The widget type editor's toolbar: name, kind, and Run / Revert / Save as / Save (Revert and Save when writable). */
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { PlayIcon } from '../../../ui/icons/control-icons';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import type { WidgetKind } from '../../../widgets/widget-contract';
import { WIDGET_KINDS } from '../model/widget-type-model';
import { ReadOnlyNote, Toolbar } from './editor-styles';

export interface WidgetEditorToolbarProps {
  name: string;
  kind: WidgetKind;
  readOnly: boolean;
  dirty: boolean;
  busy: boolean;
  /** The type exists on the server (Save is off until something changes). */
  hasSaved: boolean;
  onName(name: string): void;
  onKind(kind: WidgetKind): void;
  onRun(): void;
  onRevert(): void;
  onSaveAs(): void;
  onSave(): void;
}

export function WidgetEditorToolbar(p: WidgetEditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Toolbar>
      <TextField
        label={t('widget-editor.widget-name')}
        value={p.name}
        onChange={(e) => p.onName(e.target.value)}
        disabled={p.readOnly}
        data-testid="widget-editor-name"
        style={{ minWidth: 220 }}
      />
      <div style={{ minWidth: 180 }}>
        <Select
          label={t('widgets-bundle.widget-type')}
          options={WIDGET_KINDS.map((k) => ({ value: k, label: t(`widgets-bundle.type-${k}`) }))}
          value={p.kind}
          onChange={p.onKind}
          disabled={p.readOnly}
          testId="widget-editor-kind"
        />
      </div>
      {p.readOnly ? (
        <ReadOnlyNote as="span" data-testid="widget-editor-readonly">
          {t('widget-editor.read-only')}
        </ReadOnlyNote>
      ) : null}
      <span style={{ flex: 1 }} />
      <Button $variant="outlined" onClick={p.onRun} title={t('widget-editor.run-hint')} data-testid="widget-editor-run">
        <PlayIcon size={18} />
        {t('widget-editor.run')}
      </Button>
      {!p.readOnly ? (
        <Button $variant="text" onClick={p.onRevert} disabled={!p.dirty || p.busy} data-testid="widget-editor-revert">
          {t('widget-editor.revert')}
        </Button>
      ) : null}
      <Button $variant="text" onClick={p.onSaveAs} disabled={p.busy} data-testid="widget-editor-save-as">
        {t('widget-editor.save-as')}
      </Button>
      {!p.readOnly ? (
        <Button
          onClick={p.onSave}
          disabled={p.busy || (!p.dirty && p.hasSaved)}
          title={t('widget-editor.save-hint')}
          data-testid="widget-editor-save"
        >
          {t('action.save')}
        </Button>
      ) : null}
    </Toolbar>
  );
}
