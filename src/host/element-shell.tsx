/**
 * Providers every element renders inside its shadow root: styles aimed at the shadow root (with the CSP nonce),
 * the DOM root + portal root, i18next, the element's own providers (e.g. the page's shared QueryClient), and the
 * wiring of the shared session. Everything sits in one root `<div dir lang>` (display: contents, so it adds no
 * box): right-to-left languages mirror the whole element, portals included.
 */
import type { i18n as I18n } from 'i18next';
import { useCallback, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StyleSheetManager } from 'styled-components';
import { localeDirection, langAttribute } from '../i18n/direction';
import { createElementI18n, onLanguageChanged } from '../i18n/element-i18n';
import { DirectionProvider } from '../ui/direction';
import { DomRootProvider } from '../ui/dom-root';
import { DIRECTION_CSS } from '../ui/theme/direction-styles';
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

/** The shared instance, or this element's own clone while it has a `locale` attribute. */
function useElementI18n(hasLocale: boolean): { i18n: I18n; own: I18n | null } {
  const clone = useRef<I18n | null>(null);
  // Lazy, idempotent initialisation: the clone is made once per element and kept if the attribute comes back.
  if (hasLocale && !clone.current) clone.current = createElementI18n();
  const own = hasLocale ? clone.current : null;
  return { i18n: own ?? getI18n().i18n, own };
}

function useLanguage(i18n: I18n): string {
  const subscribe = useCallback((cb: () => void) => onLanguageChanged(i18n, cb), [i18n]);
  return useSyncExternalStore(subscribe, () => i18n.language);
}

export function ElementShell({ host, shadowRoot, props, providers: Providers, children }: ShellProps) {
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  const { i18n, own } = useElementI18n(typeof props.locale === 'string' && props.locale !== '');
  const ready = useHostWiring(host, props, own);
  const language = useLanguage(i18n);
  const dir = localeDirection(language);
  return (
    <StyleSheetManager target={shadowRoot} nonce={cspNonce()} shouldForwardProp={forwardToDom}>
      <DomRootProvider value={{ host, shadowRoot, portalRoot }}>
        <I18nextProvider i18n={i18n}>
          <DirectionProvider value={dir}>
            <style nonce={cspNonce()}>
              {GLOBAL_CSS}
              {DIRECTION_CSS}
            </style>
            <div data-iot-root="" dir={dir} lang={langAttribute(language)}>
              {ready ? Providers ? <Providers>{children}</Providers> : children : null}
              <div data-iot-portal-root="" ref={setPortalRoot} />
            </div>
          </DirectionProvider>
        </I18nextProvider>
      </DomRootProvider>
    </StyleSheetManager>
  );
}
