/**
 * The widget type editor's live preview: the last run's code in the sandboxed frame (src/widgets/sandbox), sized
 * to the pane, with sample data ticking every second for time series and latest-value widgets, and the error the
 * frame reports (name, message, line).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDomRoot } from '../../../ui/dom-root';
import type { DatasourceData } from '../../../widgets/widget-contract';
import type { SandboxWidgetError } from '../../../widgets/sandbox/widget-sandbox-frame';
import { nextSample } from '../model/sample-data';
import { previewConfig, type WidgetDescriptor } from '../model/widget-type-model';
import { Pane, PreviewBox, PreviewError, PreviewHeader } from './editor-styles';

// The host of the sandbox frame is its own chunk: nothing of it loads until a preview runs.
const WidgetSandboxFrame = lazy(() =>
  import('../../../widgets/sandbox/widget-sandbox-frame').then((m) => ({ default: m.WidgetSandboxFrame })),
);

/** One run of the preview: a number that changes on every Run, and the code it runs. */
export interface PreviewRun {
  id: number;
  draft: { name: string; descriptor: WidgetDescriptor };
}

export function WidgetPreview({
  run,
  error,
  onError,
}: {
  run: PreviewRun;
  error: SandboxWidgetError | null;
  onError(e: SandboxWidgetError): void;
}) {
  const { t } = useTranslation();
  const { host } = useDomRoot();
  const forced = host.getAttribute('theme');
  const theme =
    forced === 'dark' ||
    (forced !== 'light' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches)
      ? 'dark'
      : 'light';
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const d = run.draft.descriptor;
  const cfg = useMemo(() => previewConfig(d), [d]);
  const [data, setData] = useState<DatasourceData[]>(() => nextSample([], cfg.keys, d.type, Date.now()));

  useEffect(() => {
    setData(nextSample([], cfg.keys, d.type, Date.now()));
    if (d.type !== 'timeseries' && d.type !== 'latest') return;
    const timer = setInterval(() => setData((prev) => nextSample(prev, cfg.keys, d.type, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [run.id, cfg, d.type]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const source = useMemo(
    () => ({
      html: d.templateHtml,
      css: d.templateCss,
      js: d.controllerScript,
      resources: d.resources.map((r) => r.url).filter((u) => u.trim() !== ''),
    }),
    [d],
  );
  return (
    <Pane data-testid="widget-editor-preview">
      <PreviewHeader>{cfg.title || run.draft.name}</PreviewHeader>
      <PreviewBox ref={box}>
        <Suspense fallback={null}>
          <WidgetSandboxFrame
            key={run.id}
            source={source}
            settings={cfg.settings}
            data={data}
            width={size.width}
            height={size.height}
            theme={theme}
            extraCtx={{ isEdit: true, widgetConfig: { title: cfg.title } }}
            title={t('widget-editor.preview')}
            onError={onError}
          />
        </Suspense>
      </PreviewBox>
      {error ? (
        <PreviewError role="alert" data-testid="widget-editor-error">
          {error.name}: {error.message}
          {error.lineNumber
            ? ` (${t('js-func.error-position', { line: error.lineNumber, column: error.columnNumber ?? 1 })})`
            : ''}
        </PreviewError>
      ) : null}
    </Pane>
  );
}
