/**
 * The widget type editor's code panes: the markup tabs (Resources, HTML, CSS) and the code tabs (JavaScript, the
 * settings schema, the data key settings schema, and the widget settings: size and default configuration).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { CodeEditor } from '../../../ui/code-editor/code-editor';
import { tidyCss, tidyHtml } from '../../../ui/code-editor/markup-tidy';
import { tidyJs } from '../../../ui/js-func/js-tidy';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextField } from '../../../ui/text-field/text-field';
import type { SandboxWidgetError } from '../../../widgets/sandbox/widget-sandbox-frame';
import type { WidgetDescriptor } from '../model/widget-type-model';
import { Pane, SizeRow } from './editor-styles';
import { ResourcesPane } from './resources-pane';

export type LeftTab = 'resources' | 'html' | 'css';
export type RightTab = 'js' | 'settings-schema' | 'datakey-settings-schema' | 'widget-settings';

interface PaneProps<T> {
  d: WidgetDescriptor;
  readOnly: boolean;
  tab: T;
  onTab(tab: T): void;
  setD(patch: Partial<WidgetDescriptor>): void;
}

export function MarkupTabs({ d, readOnly, tab, onTab, setD }: PaneProps<LeftTab>) {
  const { t } = useTranslation();
  return (
    <Pane>
      <Tabs<LeftTab>
        label={t('widget-editor.markup')}
        value={tab}
        onChange={onTab}
        tabs={[
          { key: 'resources', label: t('widget-editor.resources') },
          { key: 'html', label: 'HTML' },
          { key: 'css', label: 'CSS' },
        ]}
      >
        {tab === 'resources' ? (
          <ResourcesPane resources={d.resources} readOnly={readOnly} onChange={(resources) => setD({ resources })} />
        ) : tab === 'html' ? (
          <CodeEditor
            label="HTML"
            mode="text"
            value={d.templateHtml}
            onChange={(x) => setD({ templateHtml: x })}
            tidy={tidyHtml}
            readOnly={readOnly}
            fill
            minHeight={120}
            testId="widget-editor-html"
          />
        ) : (
          <CodeEditor
            label="CSS"
            mode="text"
            value={d.templateCss}
            onChange={(x) => setD({ templateCss: x })}
            tidy={tidyCss}
            readOnly={readOnly}
            fill
            minHeight={120}
            testId="widget-editor-css"
          />
        )}
      </Tabs>
    </Pane>
  );
}

export function CodeTabs({
  d,
  readOnly,
  tab,
  onTab,
  setD,
  error,
}: PaneProps<RightTab> & { error: SandboxWidgetError | null }) {
  const { t } = useTranslation();
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
  const size = (axis: 'sizeX' | 'sizeY') => (
    <TextField
      label={t(axis === 'sizeX' ? 'widget-editor.size-x' : 'widget-editor.size-y')}
      type="number"
      min={1}
      step={0.5}
      value={String(d[axis])}
      disabled={readOnly}
      onChange={(e) => setD({ [axis]: Math.max(1, Number(e.target.value) || 1) })}
      data-testid={axis === 'sizeX' ? 'widget-editor-size-x' : 'widget-editor-size-y'}
    />
  );
  return (
    <Pane>
      <Tabs<RightTab>
        label={t('widget-editor.code')}
        value={tab}
        onChange={onTab}
        tabs={[
          { key: 'js', label: 'JavaScript' },
          { key: 'settings-schema', label: t('widget-editor.field-settingsSchema') },
          { key: 'datakey-settings-schema', label: t('widget-editor.tab-datakey-schema') },
          { key: 'widget-settings', label: t('widget-editor.widget-settings') },
        ]}
      >
        {tab === 'js' ? (
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
        ) : tab === 'settings-schema' ? (
          jsonEditor('settingsSchema', 'widget-editor-settings-schema')
        ) : tab === 'datakey-settings-schema' ? (
          jsonEditor('dataKeySettingsSchema', 'widget-editor-datakey-schema')
        ) : (
          <div
            style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
            data-testid="widget-editor-widget-settings"
          >
            <SizeRow>
              {size('sizeX')}
              {size('sizeY')}
            </SizeRow>
            {jsonEditor('defaultConfig', 'widget-editor-default-config')}
          </div>
        )}
      </Tabs>
    </Pane>
  );
}
