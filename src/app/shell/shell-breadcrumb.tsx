/**
 * The toolbar's breadcrumb. A crumb that names an entity (a dashboard, a rule chain, a widgets bundle or widget type)
 * shows its title or name once fetched; the names are asked for only on routes whose crumbs name one, so every other
 * page (home, lists, settings) sets up no queries for them.
 */
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb/breadcrumb';
import { useEntityNames } from './use-entity-name';
import type { CrumbEntity } from './use-route-meta';

interface ShellBreadcrumbProps {
  crumbs: Crumb[];
  /** The entity each crumb names, or null. */
  entities: CrumbEntity[];
  compact: boolean;
  label: string;
}

export function ShellBreadcrumb(props: ShellBreadcrumbProps) {
  if (!props.entities.some(Boolean)) {
    return <Breadcrumb crumbs={props.crumbs} compact={props.compact} label={props.label} />;
  }
  return <NamedBreadcrumb {...props} />;
}

function NamedBreadcrumb({ crumbs, entities, compact, label }: ShellBreadcrumbProps) {
  const names = useEntityNames(entities);
  const named = crumbs.map((c, i) => ({ ...c, label: names[i] ?? c.label }));
  return <Breadcrumb crumbs={named} compact={compact} label={label} />;
}
