/**
 * A dashboard widget whose type has no native implementation (a custom widget type from a widgets bundle): its
 * descriptor is fetched (GET /api/widgetType?isSystem&bundleAlias&alias, cached) and its template, CSS and
 * controller script run in the sandboxed frame of src/widgets/sandbox with the widget's settings, live data and
 * size. This module is a lazy chunk: a dashboard loads it only when it shows such a widget. A type the server
 * does not know renders the 'widget type not found' placeholder; errors the frame reports show over the widget.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { getWidgetType, widgetSandboxUrl } from '../../../api/widgets-bundles';
import { WidgetSandboxFrame, type SandboxWidgetError } from '../../../widgets/sandbox/widget-sandbox-frame';
import type { WidgetProps } from '../../../widgets/widget-contract';

const Box = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

const ErrorBar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: 6px 10px;
  font-size: 12px;
  white-space: pre-wrap;
  color: #fff;
  background: rgba(211, 47, 47, 0.92);
`;

const text = (x: unknown) => (typeof x === 'string' ? x : '');

export default function CustomWidget({ props, isSystem, notFound }: { props: WidgetProps; isSystem: boolean; notFound: ReactNode }) {
  const [bundleAlias = '', alias = ''] = props.typeId.split('.');
  const [error, setError] = useState<SandboxWidgetError | null>(null);
  const type = useQuery({
    queryKey: ['widget-type-descriptor', isSystem, bundleAlias, alias],
    queryFn: ({ signal }) => getWidgetType(isSystem, bundleAlias, alias, { signal, ignoreErrors: true, ignoreLoading: true }),
    staleTime: 60_000,
    retry: false,
  });
  if (type.isPending) return null;
  if (type.isError) return <>{notFound}</>;
  const d = type.data.descriptor;
  const resources = Array.isArray(d['resources']) ? (d['resources'] as unknown[]).map((r) => text(typeof r === 'string' ? r : (r as { url?: unknown } | null)?.url)).filter(Boolean) : [];
  return (
    <Box data-testid="custom-widget">
      <WidgetSandboxFrame
        sandboxUrl={widgetSandboxUrl()}
        source={{ html: text(d['templateHtml']), css: text(d['templateCss']), js: text(d['controllerScript']), resources }}
        settings={props.settings}
        data={props.data}
        width={props.width}
        height={props.height}
        theme={props.theme}
        extraCtx={{ units: props.config.units, decimals: props.config.decimals, widgetConfig: JSON.parse(JSON.stringify(props.config)) as unknown }}
        title={props.config.title || type.data.name}
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
