/**
 * The widget type editor (ThingsBoard routes /widgets-bundles/:bundleId/widgetTypes/:widgetTypeId and
 * …/widgetTypes/add/:kind; seed 000 §3 "Widget type", §4 widget edit mode). Left: Resources, HTML and CSS; right:
 * JavaScript, the settings schema, the data key settings schema and the widget settings (size and default
 * configuration with its data keys); below them the live preview, which runs the code in the sandboxed frame of
 * src/widgets/sandbox with sample data (never in this page). Run (Ctrl/Cmd-Enter), Revert, Save (Ctrl/Cmd-S) and
 * Save as (to a chosen bundle). A tenant administrator opening a system widget type can run it and save a copy,
 * not change it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  getWidgetsBundle, getWidgetTypeById, isSystemBundle, saveWidgetType, type WidgetType,
} from '../../api/widgets-bundles';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { CodeEditor } from '../../ui/code-editor/code-editor';
import { tidyCss, tidyHtml } from '../../ui/code-editor/markup-tidy';
import { useDialogs } from '../../ui/dialogs/dialog-service';
import { useHotkey } from '../../ui/hotkeys/hotkeys-context';
import { matchesCombo } from '../../ui/hotkeys/hotkeys-registry';
import { PlayIcon } from '../../ui/icons/control-icons';
import { Select } from '../../ui/select/select';
import { SplitPane } from '../../ui/split-pane/split-pane';
import { Tabs } from '../../ui/tabs/tabs';
import { TextField } from '../../ui/text-field/text-field';
import { useToast } from '../../ui/toast/toast-context';
import { tidyJs } from '../../ui/js-func/js-tidy';
import type { WidgetKind } from '../../widgets/widget-contract';
import type { SandboxWidgetError } from '../../widgets/sandbox/widget-sandbox-frame';
import { widgetsBundleKeys } from './api/widgets-bundle-queries';
import { ResourcesPane } from './components/resources-pane';
import { WidgetPreview, type PreviewRun } from './components/widget-preview';
import { Pane, SizeRow, Toolbar, EditorRoot, Workspace, ReadOnlyNote } from './components/editor-styles';
import { SaveAsDialog, type SaveAsResult } from './components/save-as-dialog';
import { canEditBundle } from './widget-library-feature';
import {
  invalidJsonField, isWidgetKind, newDescriptor, readDescriptor, toStoredDescriptor, WIDGET_KINDS, type WidgetDescriptor,
} from './model/widget-type-model';


interface Draft {
  name: string;
  descriptor: WidgetDescriptor;
}

type LeftTab = 'resources' | 'html' | 'css';
type RightTab = 'js' | 'settings-schema' | 'datakey-settings-schema' | 'widget-settings';

type Run = PreviewRun;

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

export function WidgetEditorFeature() {
  const { t } = useTranslation();
  const { bundleId = '', widgetTypeId, kind: kindParam } = useParams();
  const bundle = useQuery({ queryKey: [...widgetsBundleKeys.all, 'bundle', bundleId], queryFn: ({ signal }) => getWidgetsBundle(bundleId, { signal }) });
  const type = useQuery({
    queryKey: [...widgetsBundleKeys.all, 'type', widgetTypeId],
    queryFn: ({ signal }) => getWidgetTypeById(widgetTypeId!, { signal }),
    enabled: !!widgetTypeId,
    gcTime: 0,
  });
  if (bundle.isError || type.isError) return <ReadOnlyNote role="alert">{t('widget-editor.load-failed')}</ReadOnlyNote>;
  if (!bundle.data || (widgetTypeId && !type.data)) return <ReadOnlyNote role="status">{t('common.loading')}</ReadOnlyNote>;
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
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const authority = session.authUser?.authority;
  const readOnly = !canEditBundle(authority, system);

  const initial = useMemo<Draft>(
    () => (original ? { name: original.name, descriptor: readDescriptor(original.descriptor) } : { name: t('widget-editor.new-widget-name'), descriptor: newDescriptor(newKind) }),
    [original, newKind, t],
  );
  const [saved, setSaved] = useState<{ type: WidgetType | null; draft: Draft }>({ type: original, draft: initial });
  const [draft, setDraft] = useState<Draft>(initial);
  const [left, setLeft] = useState<LeftTab>('html');
  const [right, setRight] = useState<RightTab>('js');
  const [run, setRun] = useState<Run>({ id: 1, draft: initial });
  const [error, setError] = useState<SandboxWidgetError | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = !same(draft, saved.draft);
  const d = draft.descriptor;
  const setD = (patch: Partial<WidgetDescriptor>) => setDraft((x) => ({ ...x, descriptor: { ...x.descriptor, ...patch } }));

  const doRun = () => {
    setError(null);
    setRun((r) => ({ id: r.id + 1, draft }));
  };

  const check = (): boolean => {
    if (draft.name.trim() === '') {
      toast.show({ message: t('widget-editor.name-required'), type: 'error' });
      return false;
    }
    const bad = invalidJsonField(draft.descriptor);
    if (bad) {
      toast.show({ message: t('widget-editor.invalid-json', { field: t(`widget-editor.field-${bad}`) }), type: 'error' });
      return false;
    }
    return true;
  };

  const afterSave = async (type: WidgetType) => {
    await queryClient.invalidateQueries({ queryKey: widgetsBundleKeys.all });
    toast.show({ message: t('widget-editor.saved'), type: 'success' });
    void type;
  };

  const save = async () => {
    if (readOnly || busy || !check()) return;
    setBusy(true);
    try {
      const body = { name: draft.name.trim(), descriptor: toStoredDescriptor(draft.descriptor) };
      const result = saved.type ? await saveWidgetType({ ...saved.type, ...body }) : await saveWidgetType({ bundleAlias, ...body });
      const next = { name: result.name, descriptor: readDescriptor(result.descriptor) };
      setSaved({ type: result, draft: next });
      setDraft(next);
      await afterSave(result);
      if (!saved.type) navigate(`/widgets-bundles/${bundleId}/widgetTypes/${result.id.id}`, { replace: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const saveAs = async () => {
    if (busy || !check()) return;
    const target = await dialogs.open<SaveAsResult | null>((close) => <SaveAsDialog name={draft.name} authority={authority ?? null} onClose={close} />);
    if (!target) return;
    setBusy(true);
    try {
      const result = await saveWidgetType({ bundleAlias: target.bundle.alias, name: target.name.trim(), descriptor: toStoredDescriptor(draft.descriptor) });
      await afterSave(result);
      navigate(`/widgets-bundles/${target.bundle.id.id}/widgetTypes/${result.id.id}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const revert = () => {
    setDraft(saved.draft);
    setError(null);
    setRun((r) => ({ id: r.id + 1, draft: saved.draft }));
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    // Captured before CodeMirror, whose own Mod-Enter would insert a line.
    if (matchesCombo('mod+s', e)) {
      e.preventDefault();
      e.stopPropagation();
      void save();
    } else if (matchesCombo('mod+Enter', e)) {
      e.preventDefault();
      e.stopPropagation();
      doRun();
    }
  };
  useHotkey('mod+s', t('widget-editor.hotkey-save'), () => void save(), { group: t('widget-editor.widget-editor'), allowInInputs: true, enabled: !readOnly });
  useHotkey('mod+Enter', t('widget-editor.hotkey-run'), doRun, { group: t('widget-editor.widget-editor'), allowInInputs: true });

  const jsError = error && error.lineNumber ? error : null;
  const jsonEditor = (field: 'settingsSchema' | 'dataKeySettingsSchema' | 'defaultConfig', testId: string) => (
    <CodeEditor
      label={t(`widget-editor.field-${field}`)}
      mode="json"
      value={d[field]}
      onChange={(text) => setD({ [field]: text })}
      validate
      readOnly={readOnly}
      fill
      minHeight={120}
      testId={testId}
    />
  );

  return (
    <EditorRoot onKeyDownCapture={onKeyDownCapture} data-testid="widget-editor">
      <Toolbar>
        <TextField
          label={t('widget-editor.widget-name')}
          value={draft.name}
          onChange={(e) => setDraft((x) => ({ ...x, name: e.target.value }))}
          disabled={readOnly}
          data-testid="widget-editor-name"
          style={{ minWidth: 220 }}
        />
        <div style={{ minWidth: 180 }}>
          <Select
            label={t('widgets-bundle.widget-type')}
            options={WIDGET_KINDS.map((k) => ({ value: k, label: t(`widgets-bundle.type-${k}`) }))}
            value={d.type}
            onChange={(k) => setD({ type: k })}
            disabled={readOnly}
            testId="widget-editor-kind"
          />
        </div>
        {readOnly ? <ReadOnlyNote as="span" data-testid="widget-editor-readonly">{t('widget-editor.read-only')}</ReadOnlyNote> : null}
        <span style={{ flex: 1 }} />
        <Button $variant="outlined" onClick={doRun} title={t('widget-editor.run-hint')} data-testid="widget-editor-run">
          <PlayIcon size={18} />
          {t('widget-editor.run')}
        </Button>
        {!readOnly ? (
          <Button $variant="text" onClick={revert} disabled={!dirty || busy} data-testid="widget-editor-revert">
            {t('widget-editor.revert')}
          </Button>
        ) : null}
        <Button $variant="text" onClick={() => void saveAs()} disabled={busy} data-testid="widget-editor-save-as">
          {t('widget-editor.save-as')}
        </Button>
        {!readOnly ? (
          <Button onClick={() => void save()} disabled={busy || (!dirty && !!saved.type)} title={t('widget-editor.save-hint')} data-testid="widget-editor-save">
            {t('action.save')}
          </Button>
        ) : null}
      </Toolbar>
      <Workspace>
        <SplitPane
          direction="horizontal"
          initial={50}
          min={20}
          label={t('widget-editor.resize-panes')}
          first={
            <Pane>
              <Tabs<LeftTab>
                label={t('widget-editor.markup')}
                value={left}
                onChange={setLeft}
                tabs={[
                  { key: 'resources', label: t('widget-editor.resources') },
                  { key: 'html', label: 'HTML' },
                  { key: 'css', label: 'CSS' },
                ]}
              >
                {left === 'resources' ? (
                  <ResourcesPane resources={d.resources} readOnly={readOnly} onChange={(resources) => setD({ resources })} />
                ) : left === 'html' ? (
                  <CodeEditor label="HTML" mode="text" value={d.templateHtml} onChange={(x) => setD({ templateHtml: x })} tidy={tidyHtml} readOnly={readOnly} fill minHeight={120} testId="widget-editor-html" />
                ) : (
                  <CodeEditor label="CSS" mode="text" value={d.templateCss} onChange={(x) => setD({ templateCss: x })} tidy={tidyCss} readOnly={readOnly} fill minHeight={120} testId="widget-editor-css" />
                )}
              </Tabs>
            </Pane>
          }
          second={
            <SplitPane
              direction="vertical"
              initial={55}
              min={15}
              label={t('widget-editor.resize-preview')}
              first={
                <Pane>
                  <Tabs<RightTab>
                    label={t('widget-editor.code')}
                    value={right}
                    onChange={setRight}
                    tabs={[
                      { key: 'js', label: 'JavaScript' },
                      { key: 'settings-schema', label: t('widget-editor.field-settingsSchema') },
                      { key: 'datakey-settings-schema', label: t('widget-editor.tab-datakey-schema') },
                      { key: 'widget-settings', label: t('widget-editor.widget-settings') },
                    ]}
                  >
                    {right === 'js' ? (
                      <CodeEditor
                        label="JavaScript"
                        mode="javascript"
                        value={d.controllerScript}
                        onChange={(x) => setD({ controllerScript: x })}
                        tidy={tidyJs}
                        readOnly={readOnly}
                        error={jsError ? `${jsError.name}: ${jsError.message}` : null}
                        errorLine={jsError?.lineNumber ?? null}
                        fill
                        minHeight={120}
                        testId="widget-editor-js"
                      />
                    ) : right === 'settings-schema' ? (
                      jsonEditor('settingsSchema', 'widget-editor-settings-schema')
                    ) : right === 'datakey-settings-schema' ? (
                      jsonEditor('dataKeySettingsSchema', 'widget-editor-datakey-schema')
                    ) : (
                      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} data-testid="widget-editor-widget-settings">
                        <SizeRow>
                          <TextField
                            label={t('widget-editor.size-x')}
                            type="number"
                            min={1}
                            step={0.5}
                            value={String(d.sizeX)}
                            disabled={readOnly}
                            onChange={(e) => setD({ sizeX: Math.max(1, Number(e.target.value) || 1) })}
                            data-testid="widget-editor-size-x"
                          />
                          <TextField
                            label={t('widget-editor.size-y')}
                            type="number"
                            min={1}
                            step={0.5}
                            value={String(d.sizeY)}
                            disabled={readOnly}
                            onChange={(e) => setD({ sizeY: Math.max(1, Number(e.target.value) || 1) })}
                            data-testid="widget-editor-size-y"
                          />
                        </SizeRow>
                        {jsonEditor('defaultConfig', 'widget-editor-default-config')}
                      </div>
                    )}
                  </Tabs>
                </Pane>
              }
              second={<WidgetPreview run={run} error={error} onError={(e) => (setError(e), e.lineNumber && setRight('js'))} />}
            />
          }
        />
      </Workspace>
    </EditorRoot>
  );
}
