/** Breadcrumb and page title from the matched routes' data. */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useMatches } from 'react-router-dom';
import type { Crumb } from '../../ui/breadcrumb/breadcrumb';
import { handleOf, type BreadcrumbEntityType } from '../route-handle';

/** An entity a crumb names (its title or name replaces the crumb's label once fetched), or null. */
export type CrumbEntity = { type: BreadcrumbEntityType; id: string } | null;

/** Crumbs from every matched route with a breadcrumb, the entity each names, and the deepest title. */
export function useRouteMeta(): { crumbs: Crumb[]; entities: CrumbEntity[]; title: string | undefined } {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  const entities: CrumbEntity[] = [];
  let titleKey: string | undefined;
  for (const m of matches) {
    const h = handleOf(m);
    if (h.titleKey) titleKey = h.titleKey;
    const b = h.breadcrumb;
    if (!b) continue;
    const id = b.entity ? m.params[b.entity.param] : undefined;
    entities.push(b.entity && id ? { type: b.entity.type, id } : null);
    const label = b.label ? b.label(m.params, (k) => t(k)) : b.labelKey ? t(b.labelKey) : '';
    crumbs.push({ label, icon: b.icon, to: m.pathname });
  }
  return { crumbs, entities, title: titleKey ? t(titleKey) : undefined };
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
