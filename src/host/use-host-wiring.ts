/**
 * Connects one element to the page-wide singletons: points the API layer at the shared session, applies the
 * host's `api-url`, `asset-base`, `locale` and token properties, restores the stored session, and reports session changes
 * to the host page as `iot-session-change`.
 */
import { useEffect, useState } from 'react';
import { configureApi } from '../api/http';
import { changeLocale, getI18n } from '../i18n/i18n';
import { setAssetBase } from '../lib/asset-base';
import { publishApiError } from '../session/notices';
import { getSession } from '../session/session';
import { readSettings } from '../session/settings';
import { fireIotEvent } from './events';
import type { Props } from './element-store';

let wired = false;

/** Once per bundle: this bundle's copy of src/api uses the page's shared session. */
function wireApi(): void {
  if (wired) return;
  wired = true;
  const session = getSession();
  configureApi({
    getToken: session.getToken,
    refreshToken: session.refresh,
    isRefreshing: session.isRefreshing,
    onError: publishApiError,
  });
}

/**
 * What an element can start as soon as it is connected, before React renders: the API wiring (with the host's
 * `api-url`) and the locale download, so an element's own first requests can run beside it.
 */
export function prepareHost(props: Props): void {
  const apiUrl = typeof props.apiUrl === 'string' ? props.apiUrl.replace(/\/+$/, '') : '';
  wireApi();
  if (apiUrl) configureApi({ baseUrl: apiUrl });
  // Before the i18n instance exists, so the first locale file already comes from there.
  if (typeof props.assetBase === 'string' && props.assetBase) setAssetBase(props.assetBase);
  getI18n();
}

export function useHostWiring(host: HTMLElement, props: Props): boolean {
  const [i18nReady, setI18nReady] = useState(false);
  const locale = typeof props.locale === 'string' ? props.locale : undefined;
  const { accessToken, refreshToken } = props;

  prepareHost(props);

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

  useEffect(() => {
    const session = getSession();
    if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
      void session.adoptTokens(accessToken, refreshToken);
    } else {
      void session.restore();
    }
  }, [accessToken, refreshToken]);

  useEffect(() => {
    const session = getSession();
    let last = session.getSnapshot().isAuthenticated;
    return session.subscribe(() => {
      const s = session.getSnapshot();
      if (s.isAuthenticated === last || s.status === 'loading') return;
      last = s.isAuthenticated;
      fireIotEvent(host, 'iot-session-change', {
        authenticated: s.isAuthenticated,
        authority: s.authUser?.authority ?? null,
        userId: s.authUser?.userId ?? null,
      });
    });
  }, [host]);

  return i18nReady;
}
