/**
 * Connects one element to the page-wide singletons: points the API layer at the shared session, applies the
 * host's `api-url`, `locale` and token properties, restores the stored session (unless the element signs in on its
 * own, as a public dashboard does), and reports session changes on the element itself.
 */
import { useEffect, useState } from 'react';
import { changeLocale, getI18n } from '../i18n/i18n';
import { watchSessionChanges } from '../session/session-events';
import { getSession } from '../session/session';
import { readSettings } from '../session/settings';
import { applyServer, wireApi } from './api-wiring';
import { fireIotEvent } from './events';
import type { Props } from './element-store';

/**
 * What an element can start as soon as it is connected or reconfigured, before React renders: the API wiring
 * (with the host's `api-url`) and the locale download, so an element's own first requests can run beside it.
 */
export function prepareHost(props: Props): void {
  applyServer(props.apiUrl);
  getI18n();
}

/** An element with a `public-id` signs in as that public user itself; the stored session is not its business. */
const signsInItself = (props: Props) => typeof props.publicId === 'string' && props.publicId !== '';

export function useHostWiring(host: HTMLElement, props: Props): boolean {
  const [i18nReady, setI18nReady] = useState(false);
  const locale = typeof props.locale === 'string' ? props.locale : undefined;
  const { accessToken, refreshToken } = props;

  wireApi();

  useEffect(() => {
    let live = true;
    const { ready } = getI18n();
    // The host's `locale` wins; otherwise the language the user chose last (TB-SETTINGS userLang).
    const wanted = locale ?? readSettings().userLang;
    void ready.then(() => (wanted ? changeLocale(wanted) : undefined)).then(() => live && setI18nReady(true));
    return () => {
      live = false;
    };
  }, [locale]);

  const ownSignIn = signsInItself(props);
  useEffect(() => {
    const session = getSession();
    if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
      void session.adoptTokens(accessToken, refreshToken);
    } else if (!ownSignIn) {
      void session.restore();
    }
  }, [accessToken, refreshToken, ownSignIn]);

  // The element's own copy of the page-level event: it does not bubble, so a listener on the document still
  // hears one event per change however many elements the page has.
  useEffect(() => watchSessionChanges(getSession(), (detail) => fireIotEvent(host, 'iot-session-change', detail, { bubbles: false })), [host]);

  return i18nReady;
}
