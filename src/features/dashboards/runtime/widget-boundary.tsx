/**
 * Loading a widget type: our native component for `bundleAlias.typeAlias`, or the
 * 'widget type not found' placeholder; a widget that fails to load or throws shows 'widget type load error' with
 * its messages — in its own cell, never breaking the dashboard.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { ErrorIcon } from '../../../ui/icons/icons';
import { WidgetsIcon } from '../../../ui/icons/frame-icons';
import { deferred, LazyRender, lazyComponent, type LazyComponent } from '../../../ui/lazy/lazy-component';
import { widgetLoader } from '../../../widgets/registry';
import { ordered } from './load-order';
import type { WidgetProps } from '../../../widgets/widget-contract';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 100%;
  padding: 8px;
  text-align: center;
  color: var(--iot-color-text-secondary, rgba(0, 0, 0, 0.6));
  font-size: 13px;
  overflow: auto;
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    color: var(--iot-color-warn, #d32f2f);
    font-size: 12px;
  }
`;

export function WidgetNotFound({ typeId }: { typeId: string }) {
  const { t } = useTranslation();
  return (
    <Placeholder data-testid="widget-type-not-found" data-type={typeId}>
      <WidgetsIcon size={28} />
      <span>{t('widget.widget-type-not-found')}</span>
      <small>{typeId}</small>
    </Placeholder>
  );
}

export function WidgetLoadError({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  return (
    <Placeholder data-testid="widget-type-load-error" role="alert">
      <ErrorIcon size={28} />
      <span>{t('widget.widget-type-load-error')}</span>
      <ul>
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </Placeholder>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Catches load and render errors of one widget. */
export class WidgetErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const e = this.state.error;
    if (e) return <WidgetLoadError messages={[`${e.name}: ${e.message}`]} />;
    return this.props.children;
  }
}

const lazyCache = new Map<string, LazyComponent<WidgetProps> | null>();

/** The code-split component of a type (null: not found); large chunks load after the others (load-order.ts). */
export function lazyWidget(bundleAlias: string, typeAlias: string): LazyComponent<WidgetProps> | null {
  const id = `${bundleAlias}.${typeAlias}`;
  if (!lazyCache.has(id)) {
    const load = widgetLoader(bundleAlias, typeAlias);
    lazyCache.set(id, load ? lazyComponent(ordered(load)) : null);
  }
  return lazyCache.get(id)!;
}

// Custom widget types (no native implementation) run in the sandboxed frame; its host is a lazy chunk.
const CustomWidget = deferred(() => import('./custom-widget').then((m) => m.default));

/** Render a widget type inside its boundary. */
export function WidgetBody({
  props,
  fallback,
  isSystemType = true,
}: {
  props: WidgetProps;
  fallback: ReactNode;
  isSystemType?: boolean;
}) {
  const [bundle, type] = props.typeId.split('.') as [string, string];
  const widget = lazyWidget(bundle, type);
  return (
    <WidgetErrorBoundary resetKey={props.typeId}>
      {widget ? (
        // Synchronous once its chunk is in (no Suspense, so no throttled reveal), `fallback` before.
        <LazyRender lazy={widget} props={props} fallback={fallback} />
      ) : (
        <CustomWidget props={props} isSystem={isSystemType} notFound={<WidgetNotFound typeId={props.typeId} />} />
      )}
    </WidgetErrorBoundary>
  );
}
