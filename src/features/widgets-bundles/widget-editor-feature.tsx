/**
 * The widget type editor (ThingsBoard routes /widgets-bundles/:bundleId/widgetTypes/:widgetTypeId and
 * …/widgetTypes/add/:kind). Left: Resources, HTML and CSS; right:
 * JavaScript, the settings schema, the data key settings schema and the widget settings (size and default
 * configuration with its data keys); below them the live preview, which runs the code in the sandboxed frame of
 * src/widgets/sandbox with sample data (never in this page). Run (Ctrl/Cmd-Enter), Revert, Save (Ctrl/Cmd-S) and
 * Save as (to a chosen bundle). A tenant administrator opening a system widget type can run it and save a copy,
 * not change it. The parts: components/use-widget-draft (state and save flows), widget-editor-toolbar and
 * widget-code-tabs.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import { getWidgetsBundle, getWidgetTypeById, isSystemBundle, type WidgetType } from '../../api/widgets-bundles';
import { useSession } from '../../session/use-session';
import { useHotkey } from '../../ui/hotkeys/hotkeys-context';
import { matchesCombo } from '../../ui/hotkeys/hotkeys-registry';
import { SplitPane } from '../../ui/split-pane/split-pane';
import type { WidgetKind } from '../../widgets/widget-contract';
import { widgetsBundleKeys } from './api/widgets-bundle-queries';
import { EditorRoot, ReadOnlyNote, Workspace } from './components/editor-styles';
import { useWidgetDraft } from './components/use-widget-draft';
import { CodeTabs, MarkupTabs, type LeftTab, type RightTab } from './components/widget-code-tabs';
import { WidgetEditorToolbar } from './components/widget-editor-toolbar';
import { WidgetPreview } from './components/widget-preview';
import { isWidgetKind } from './model/widget-type-model';
import { canEditBundle } from './widget-library-feature';

export function WidgetEditorFeature() {
  const { t } = useTranslation();
  const { bundleId = '', widgetTypeId, kind: kindParam } = useParams();
  const bundle = useQuery({
    queryKey: [...widgetsBundleKeys.all, 'bundle', bundleId],
    queryFn: ({ signal }) => getWidgetsBundle(bundleId, { signal }),
  });
  const type = useQuery({
    queryKey: [...widgetsBundleKeys.all, 'type', widgetTypeId],
    queryFn: ({ signal }) => getWidgetTypeById(widgetTypeId!, { signal }),
    enabled: !!widgetTypeId,
    gcTime: 0,
  });
  if (bundle.isError || type.isError) return <ReadOnlyNote role="alert">{t('widget-editor.load-failed')}</ReadOnlyNote>;
  if (!bundle.data || (widgetTypeId && !type.data))
    return <ReadOnlyNote role="status">{t('common.loading')}</ReadOnlyNote>;
  const kind: WidgetKind = isWidgetKind(kindParam) ? kindParam : 'timeseries';
  return (
    <WidgetEditor
      key={widgetTypeId ?? `add-${kind}`}
      bundleId={bundleId}
      bundleAlias={bundle.data.alias}
      system={isSystemBundle(bundle.data)}
      original={type.data ?? null}
      newKind={kind}
    />
  );
}

interface EditorProps {
  bundleId: string;
  bundleAlias: string;
  system: boolean;
  original: WidgetType | null;
  newKind: WidgetKind;
}

function WidgetEditor({ bundleId, bundleAlias, system, original, newKind }: EditorProps) {
  const { t } = useTranslation();
  const session = useSession();
  const authority = session.authUser?.authority;
  const readOnly = !canEditBundle(authority, system);
  const w = useWidgetDraft({ bundleId, bundleAlias, original, newKind, readOnly, authority: authority ?? null });
  const [left, setLeft] = useState<LeftTab>('html');
  const [right, setRight] = useState<RightTab>('js');
  const d = w.draft.descriptor;

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    // Captured before CodeMirror, whose own Mod-Enter would insert a line.
    if (matchesCombo('mod+s', e)) {
      e.preventDefault();
      e.stopPropagation();
      void w.save();
    } else if (matchesCombo('mod+Enter', e)) {
      e.preventDefault();
      e.stopPropagation();
      w.doRun();
    }
  };
  useHotkey('mod+s', t('widget-editor.hotkey-save'), () => void w.save(), {
    group: t('widget-editor.widget-editor'),
    allowInInputs: true,
    enabled: !readOnly,
  });
  useHotkey('mod+Enter', t('widget-editor.hotkey-run'), w.doRun, {
    group: t('widget-editor.widget-editor'),
    allowInInputs: true,
  });

  return (
    <EditorRoot onKeyDownCapture={onKeyDownCapture} data-testid="widget-editor">
      <WidgetEditorToolbar
        name={w.draft.name}
        kind={d.type}
        readOnly={readOnly}
        dirty={w.dirty}
        busy={w.busy}
        hasSaved={w.hasSaved}
        onName={w.setName}
        onKind={(type) => w.setD({ type })}
        onRun={w.doRun}
        onRevert={w.revert}
        onSaveAs={() => void w.saveAs()}
        onSave={() => void w.save()}
      />
      <Workspace>
        <SplitPane
          direction="horizontal"
          initial={50}
          min={20}
          label={t('widget-editor.resize-panes')}
          first={<MarkupTabs d={d} readOnly={readOnly} tab={left} onTab={setLeft} setD={w.setD} />}
          second={
            <SplitPane
              direction="vertical"
              initial={55}
              min={15}
              label={t('widget-editor.resize-preview')}
              first={<CodeTabs d={d} readOnly={readOnly} tab={right} onTab={setRight} setD={w.setD} error={w.error} />}
              second={
                <WidgetPreview
                  run={w.run}
                  error={w.error}
                  onError={(e) => (w.setError(e), e.lineNumber && setRight('js'))}
                />
              }
            />
          }
        />
      </Workspace>
    </EditorRoot>
  );
}
