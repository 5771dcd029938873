/**
 * Providers every element renders inside its shadow root: styles aimed at the shadow root (with the CSP nonce),
 * the DOM root + portal root, i18next, the element's own providers (e.g. the page's shared QueryClient), and the
 * wiring of the shared session.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StyleSheetManager } from 'styled-components';
import { DomRootProvider } from '../ui/dom-root';
import { GLOBAL_CSS } from '../ui/theme/global-styles';
import { getI18n } from '../i18n/i18n';
import { cspNonce } from './csp';
import { useHostWiring } from './use-host-wiring';
import type { Props } from './element-store';

interface ShellProps {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  props: Props;
  /** Extra providers around the feature (QueryProvider for the elements that use TanStack Query). */
  providers?: ComponentType<{ children?: ReactNode }>;
  children?: ReactNode;
}

/**
 * styled-components forwards every prop of a DOM-element component, but in development it warns about names missing
 * from its list of known DOM props — and `part` (CSS shadow parts, our styling API) is missing. Forwarding everything
 * here keeps its behaviour without that warning; React still reports unknown DOM props in development.
 */
const forwardToDom = () => true;

export function ElementShell({ host, shadowRoot, props, providers: Providers, children }: ShellProps) {
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  const ready = useHostWiring(host, props);
  return (
    <StyleSheetManager target={shadowRoot} nonce={cspNonce()} shouldForwardProp={forwardToDom}>
      <DomRootProvider value={{ host, shadowRoot, portalRoot }}>
        <I18nextProvider i18n={getI18n().i18n}>
          <style nonce={cspNonce()}>{GLOBAL_CSS}</style>
          {ready ? Providers ? <Providers>{children}</Providers> : children : null}
          <div data-iot-portal-root="" ref={setPortalRoot} />
        </I18nextProvider>
      </DomRootProvider>
    </StyleSheetManager>
  );
}
