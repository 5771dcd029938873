/**
 * Connects one element to the page-wide singletons: points the API layer at the shared session, applies the
 * host's `api-url`, `asset-base`, `locale` and token properties, restores the stored session (unless the element
 * signs in on its own, as a public dashboard does), and reports session changes on the element itself.
 */
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { setElementLocale } from '../i18n/element-i18n';
import { changeLocale, getI18n, setStartLocale } from '../i18n/i18n';
import { setAssetBase } from '../lib/asset-base';
import { watchSessionChanges } from '../session/session-events';
import { getSession } from '../session/session';
import { readSettings, writeSettings } from '../session/settings';
import { applyServer, wireApi } from './api-wiring';
import { fireIotEvent } from './events';
import type { Props } from './element-store';

/** The language a page without a stored choice starts in: the browser's, as ThingsBoard does. */
const browserLanguage = (): string | undefined => globalThis.navigator?.language;

/**
 * What an element can start as soon as it is connected or reconfigured, before React renders: the API wiring
 * (with the host's `api-url`) and the locale download, so an element's own first requests can run beside it.
 */
export function prepareHost(props: Props): void {
  applyServer(props.apiUrl);
  // Before the i18n instance exists, so the first locale file already comes from there.
  if (typeof props.assetBase === 'string' && props.assetBase) setAssetBase(props.assetBase);
  // The page starts in the language it will show, so that is the only locale file fetched.
  setStartLocale(
    typeof props.locale === 'string' && props.locale ? props.locale : (readSettings().userLang ?? browserLanguage()),
  );
  getI18n();
}

/**
 * The signed-in user's language (`additionalInfo.lang`, set on the profile page) becomes the page's language and
 * is remembered under TB-SETTINGS, as ThingsBoard 3.3.1 does when a user is loaded.
 */
function followUserLanguage(): () => void {
  const session = getSession();
  let last: unknown;
  const apply = () => {
    const user = session.getSnapshot().userDetails;
    if (user === last) return;
    last = user;
    const lang = (user?.additionalInfo as Record<string, unknown> | null | undefined)?.lang;
    if (typeof lang !== 'string' || !lang || readSettings().userLang === lang) return;
    writeSettings({ userLang: lang });
    void changeLocale(lang);
  };
  apply();
  return session.subscribe(apply);
}

/** An element with a `public-id` signs in as that public user itself; the stored session is not its business. */
const signsInItself = (props: Props) => typeof props.publicId === 'string' && props.publicId !== '';

/**
 * `own` is the element's own i18n clone when it has a `locale` attribute (that language, for this element only),
 * else null: the element follows the page's language (TB-SETTINGS userLang, then the browser's).
 */
export function useHostWiring(host: HTMLElement, props: Props, own: I18n | null): boolean {
  const [i18nReady, setI18nReady] = useState(false);
  const locale = typeof props.locale === 'string' && props.locale ? props.locale : undefined;
  const { accessToken, refreshToken } = props;

  wireApi();

  useEffect(() => {
    let live = true;
    const { ready } = getI18n();
    const wanted = readSettings().userLang ?? browserLanguage();
    void ready
      .then(() => (own && locale ? setElementLocale(own, locale) : wanted ? changeLocale(wanted) : undefined))
      .then(() => live && setI18nReady(true));
    return () => {
      live = false;
    };
  }, [locale, own]);

  useEffect(() => (locale ? undefined : followUserLanguage()), [locale]);

  const ownSignIn = signsInItself(props);
  const { apiUrl } = props;
  useEffect(() => {
    // The element's server first (its prepare step may not have run yet): tokens go to that server's store.
    applyServer(apiUrl);
    const session = getSession();
    if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
      void session.adoptTokens(accessToken, refreshToken);
    } else if (!ownSignIn) {
      void session.restore();
    }
  }, [apiUrl, accessToken, refreshToken, ownSignIn]);

  // The element's own copy of the page-level event: it does not bubble, so a listener on the document still
  // hears one event per change however many elements the page has.
  useEffect(
    () =>
      watchSessionChanges(getSession(), (detail) =>
        fireIotEvent(host, 'iot-session-change', detail, { bubbles: false }),
      ),
    [host],
  );

  return i18nReady;
}
