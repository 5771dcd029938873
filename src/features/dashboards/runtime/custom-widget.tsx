/**
 * A dashboard widget whose type has no native implementation (a custom widget type from a widgets bundle): its
 * descriptor is fetched (GET /api/widgetType?isSystem&bundleAlias&alias, shared for a minute in the dashboard session) and its template, CSS and
 * controller script run in the sandboxed frame of src/widgets/sandbox with the widget's settings, live data and
 * size. This module is a lazy chunk: a dashboard loads it only when it shows such a widget. A type the server
 * does not know renders the 'widget type not found' placeholder; errors the frame reports show over the widget.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { getWidgetType, type WidgetType } from '../../../api/widgets-bundles';
import { WidgetSandboxFrame, type SandboxWidgetError } from '../../../widgets/sandbox/widget-sandbox-frame';
import type { WidgetProps } from '../../../widgets/widget-contract';
import { useSharedRequests, type SharedRequests } from './shared-requests';

const Box = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

const ErrorBar = styled.div`
  position: absolute;
  inset-inline-start: 0;
  inset-inline-end: 0;
  bottom: 0;
  padding: 6px 10px;
  font-size: 12px;
  white-space: pre-wrap;
  color: #fff;
  background: rgba(211, 47, 47, 0.92);
`;

const text = (x: unknown) => (typeof x === 'string' ? x : '');

// One request serves every widget of a type, and a descriptor is kept for a minute, per dashboard session (each
// `<iot-dashboard>` element, each dashboard view of the console). A widget outside one (an editor's preview) asks
// on its own.
const KEEP_MS = 60_000;

function loadDescriptor(
  session: SharedRequests | null,
  isSystem: boolean,
  bundleAlias: string,
  alias: string,
): Promise<WidgetType> {
  const load = () => getWidgetType(isSystem, bundleAlias, alias, { ignoreErrors: true, ignoreLoading: true });
  return session ? session.share(`widget-type|${isSystem}|${bundleAlias}|${alias}`, KEEP_MS, load) : load();
}

type Loaded = { key: string; type: WidgetType | null };

function useDescriptor(isSystem: boolean, bundleAlias: string, alias: string): WidgetType | null | undefined {
  const key = `${isSystem}|${bundleAlias}|${alias}`;
  const session = useSharedRequests();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    loadDescriptor(session, isSystem, bundleAlias, alias).then(
      (type) => live && setLoaded({ key, type }),
      () => live && setLoaded({ key, type: null }),
    );
    return () => {
      live = false;
    };
  }, [key, isSystem, bundleAlias, alias, session]);
  return loaded?.key === key ? loaded.type : undefined;
}

export default function CustomWidget({
  props,
  isSystem,
  notFound,
}: {
  props: WidgetProps;
  isSystem: boolean;
  notFound: ReactNode;
}) {
  const [bundleAlias = '', alias = ''] = props.typeId.split('.');
  const [error, setError] = useState<SandboxWidgetError | null>(null);
  const type = useDescriptor(isSystem, bundleAlias, alias);
  if (type === undefined) return null;
  if (type === null) return <>{notFound}</>;
  const d = type.descriptor;
  const resources = Array.isArray(d['resources'])
    ? (d['resources'] as unknown[])
        .map((r) => text(typeof r === 'string' ? r : (r as { url?: unknown } | null)?.url))
        .filter(Boolean)
    : [];
  return (
    <Box data-testid="custom-widget">
      <WidgetSandboxFrame
        source={{
          html: text(d['templateHtml']),
          css: text(d['templateCss']),
          js: text(d['controllerScript']),
          resources,
        }}
        settings={props.settings}
        data={props.data}
        width={props.width}
        height={props.height}
        theme={props.theme}
        extraCtx={{
          units: props.config.units,
          decimals: props.config.decimals,
          widgetConfig: JSON.parse(JSON.stringify(props.config)) as unknown,
        }}
        title={props.config.title || type.name}
        onError={setError}
      />
      {error ? (
        <ErrorBar role="alert">
          {error.name}: {error.message}
        </ErrorBar>
      ) : null}
    </Box>
  );
}
