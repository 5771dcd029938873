/**
 * Host side of the custom widget sandbox: a widget type that has no native implementation runs its own template
 * HTML, CSS and controller script inside `<iframe sandbox="allow-scripts">` (no `allow-same-origin`: an opaque
 * origin that cannot reach the console's DOM, storage or tokens) whose page is a static file of the distribution
 * with its own strict CSP (widget-sandbox.html, served from the asset base, so no server route is needed). This
 * component never evaluates the code; it only posts it, with the settings and the data in ThingsBoard's `ctx.data`
 * shape, to the frame. Messages are accepted only from this frame's window. Re-running means remounting. A resource list
 * with a URL that is neither a script nor a stylesheet stops the widget before it starts (resource-type.ts).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { assetUrl } from '../../lib/asset-base';
import type { DataKeyConfig, DatasourceData } from '../widget-contract';
import { resourceErrors } from './resource-type';

/** The code of a widget type, from its descriptor. */
export interface SandboxWidgetSource {
  html: string;
  css: string;
  js: string;
  /** Resource URLs (scripts, or stylesheets ending in .css), loaded in order before the controller script. */
  resources: readonly string[];
}

/** A compile or run error reported by the frame (ThingsBoard's widget exception shape). */
export interface SandboxWidgetError {
  name: string;
  message: string;
  lineNumber: number | null;
  columnNumber: number | null;
}

export interface WidgetSandboxFrameProps {
  /** The sandbox page URL (default: `dist/widget-sandbox.html` at the page's asset base). */
  sandboxUrl?: string;
  source: SandboxWidgetSource;
  settings: Record<string, unknown>;
  data: readonly DatasourceData[];
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** Extra context for the widget (`ctx.widgetConfig`, units, decimals…); must be structured-cloneable. */
  extraCtx?: Record<string, unknown>;
  /** Accessible name of the frame. */
  title: string;
  onError?(error: SandboxWidgetError): void;
  onInited?(): void;
  testId?: string;
}

interface TbDataKey {
  name: string;
  type: string;
  label: string;
  color: string;
  settings: Record<string, unknown>;
  units?: string;
  decimals?: number;
}

const tbKey = (k: DataKeyConfig): TbDataKey => ({
  name: k.name,
  type: k.type,
  label: k.label,
  color: k.color,
  settings: k.settings ?? {},
  ...(k.units !== undefined ? { units: k.units } : {}),
  ...(k.decimals !== undefined ? { decimals: k.decimals } : {}),
});

/** Our columnar data → ThingsBoard's `ctx.datasources` and `ctx.data` (`[{ datasource, dataKey, data: [[ts, v]] }]`). */
export function toTbData(data: readonly DatasourceData[]): {
  datasources: Record<string, unknown>[];
  data: Record<string, unknown>[];
} {
  const datasources = data.map((d) => ({
    type: d.type,
    name: d.name,
    aliasName: d.aliasName,
    entityId: d.entity?.id ?? null,
    entityType: d.entity?.entityType ?? null,
    entityName: d.entity?.name ?? null,
    entityLabel: d.entity?.label ?? null,
    dataKeys: d.keys.map((k) => tbKey(k.key)),
  }));
  const flat = data.flatMap((d, i) =>
    d.keys.map((k, j) => ({
      datasource: datasources[i],
      dataKey: datasources[i]!.dataKeys[j],
      data: k.ts.map((ts, n) => [ts, k.values[n]]),
    })),
  );
  return { datasources, data: flat };
}

function asError(raw: unknown): SandboxWidgetError {
  const e = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  return {
    name: String(e['name'] ?? 'Error'),
    message: String(e['message'] ?? ''),
    lineNumber: num(e['lineNumber']),
    columnNumber: num(e['columnNumber']),
  };
}

export function WidgetSandboxFrame(props: WidgetSandboxFrameProps) {
  const { width, height, data, title, testId } = props;
  const { t } = useTranslation();
  const sandboxUrl = props.sandboxUrl ?? assetUrl('dist/widget-sandbox.html');
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const inited = useRef(false);

  useEffect(() => {
    // Only a bundled host that set no asset base gets here (its bundler moved the page out of reach).
    if (!sandboxUrl)
      latest.current.onError?.({
        name: 'Error',
        message: t('widget.sandbox-page-missing'),
        lineNumber: null,
        columnNumber: null,
      });
  }, [sandboxUrl, t]);

  useEffect(() => {
    inited.current = false;
    const onMessage = (ev: MessageEvent) => {
      const win = frame.current?.contentWindow;
      if (!win || ev.source !== win) return;
      const msg = ev.data as { iot?: string; type?: string; error?: unknown } | null;
      if (!msg || msg.iot !== 'widget-sandbox') return;
      const p = latest.current;
      if (msg.type === 'ready') {
        const bad = resourceErrors(p.source.resources);
        if (bad.length) {
          p.onError?.({
            name: 'Error',
            message: bad.map((e) => e.message).join('\n'),
            lineNumber: null,
            columnNumber: null,
          });
          return;
        }
        const tb = toTbData(p.data);
        win.postMessage(
          {
            type: 'init',
            html: p.source.html,
            css: p.source.css,
            js: p.source.js,
            resources: [...p.source.resources],
            ctx: {
              ...p.extraCtx,
              settings: p.settings,
              width: p.width,
              height: p.height,
              theme: p.theme,
              datasources: tb.datasources,
              data: tb.data,
            },
          },
          '*',
        );
      } else if (msg.type === 'inited') {
        inited.current = true;
        p.onInited?.();
      } else if (msg.type === 'error') {
        p.onError?.(asError(msg.error));
      }
    };
    window.addEventListener('message', onMessage);
    const el = frame.current;
    return () => {
      window.removeEventListener('message', onMessage);
      if (inited.current) el?.contentWindow?.postMessage({ type: 'destroy' }, '*');
    };
  }, [sandboxUrl]);

  useEffect(() => {
    if (!inited.current) return;
    const tb = toTbData(data);
    frame.current?.contentWindow?.postMessage({ type: 'data', datasources: tb.datasources, data: tb.data }, '*');
  }, [data]);

  useEffect(() => {
    if (inited.current) frame.current?.contentWindow?.postMessage({ type: 'resize', width, height }, '*');
  }, [width, height]);

  return (
    <iframe
      ref={frame}
      src={sandboxUrl ?? 'about:blank'}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={title}
      data-testid={testId ?? 'widget-sandbox-frame'}
      style={{ border: 0, width: '100%', height: '100%', display: 'block', background: 'transparent' }}
    />
  );
}
