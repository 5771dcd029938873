/**
 * Providers every element renders inside its shadow root: styles aimed at the shadow root (with the CSP nonce),
 * the DOM root + portal root, the page's shared QueryClient and i18next, and the wiring of the shared session.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StyleSheetManager } from 'styled-components';
import { DomRootProvider } from '../ui/dom-root';
import { GlobalStyles } from '../ui/theme/global-styles';
import { getI18n } from '../i18n/i18n';
import { cspNonce } from './csp';
import { getQueryClient } from './query-client';
import { useHostWiring } from './use-host-wiring';
import type { Props } from './element-store';

interface ShellProps {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  props: Props;
  children?: ReactNode;
}

export function ElementShell({ host, shadowRoot, props, children }: ShellProps) {
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  const ready = useHostWiring(host, props);
  return (
    <StyleSheetManager target={shadowRoot} nonce={cspNonce()}>
      <DomRootProvider value={{ host, shadowRoot, portalRoot }}>
        <QueryClientProvider client={getQueryClient()}>
          <I18nextProvider i18n={getI18n().i18n}>
            <GlobalStyles />
            {ready ? children : null}
            <div data-iot-portal-root="" ref={setPortalRoot} />
          </I18nextProvider>
        </QueryClientProvider>
      </DomRootProvider>
    </StyleSheetManager>
  );
}
