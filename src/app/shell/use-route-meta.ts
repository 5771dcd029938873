/** Breadcrumb and page title from the matched routes' data. */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMatches } from 'react-router-dom';
import type { Crumb } from '../../ui/breadcrumb/breadcrumb';
import { handleOf } from '../route-handle';
import { useEntityNames } from './use-entity-name';

/** Crumbs from every matched route with a breadcrumb, and the deepest title. */
export function useRouteMeta(): { crumbs: Crumb[]; title: string | undefined } {
  const { t } = useTranslation();
  const matches = useMatches();
  const withCrumbs = matches.filter((m) => handleOf(m).breadcrumb);
  const names = useEntityNames(
    withCrumbs.map((m) => {
      const e = handleOf(m).breadcrumb?.entity;
      const id = e ? m.params[e.param] : undefined;
      return e && id ? { type: e.type, id } : null;
    }),
  );
  const crumbs: Crumb[] = [];
  let titleKey: string | undefined;
  for (const m of matches) {
    const h = handleOf(m);
    if (h.titleKey) titleKey = h.titleKey;
  }
  withCrumbs.forEach((m, i) => {
    const b = handleOf(m).breadcrumb;
    if (!b) return;
    const label = names[i] ?? (b.label ? b.label(m.params, (k) => t(k)) : b.labelKey ? t(b.labelKey) : '');
    crumbs.push({ label, icon: b.icon, to: m.pathname });
  });
  return { crumbs, title: titleKey ? t(titleKey) : undefined };
}

/** "Application title | page title"; written to document.title only when the element owns the URL. */
export function usePageTitle(title: string | undefined, apply: boolean): string {
  const { t } = useTranslation();
  const full = title ? `${t('app.title')} | ${title}` : t('app.title');
  useEffect(() => {
    if (apply) document.title = full;
  }, [apply, full]);
  return full;
}
