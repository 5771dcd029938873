/**
 * The entity selector's choices: aliases that show one entity out of several candidates (resolveMultiple off,
 * not bound to a single entity or the state). Candidates and the current entity are read with entity queries.
 */
import { useEffect, useMemo, useState } from 'react';
import type { EntityId } from '../../../api/entity';
import type { EntityDataQuery, EntityFilter } from '../../../api/entity-query';
import { aliasToEntityFilter, type ResolvedAlias } from '../data/alias-filters';
import type { DashboardDataSource } from '../data/data-source';
import type { DashboardModel } from '../model/dashboard-model';
import type { StateObject } from '../state/state-controller';
import type { AliasChoice } from './alias-select';

const FIXED = new Set(['singleEntity', 'stateEntity']);

const nameQuery = (entityFilter: EntityFilter, pageSize: number): EntityDataQuery => ({
  entityFilter,
  pageLink: { page: 0, pageSize, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' } },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
});

export function useAliasChoices(
  model: DashboardModel,
  dataSource: DashboardDataSource,
  overrides: Record<string, EntityId>,
  resolve: (aliasId: string) => { resolved: ResolvedAlias } | null,
  stack: StateObject[],
): AliasChoice[] {
  const aliases = useMemo(
    () => Object.values(model.entityAliases).filter((a) => !a.filter.resolveMultiple && !FIXED.has(a.filter.type)),
    [model],
  );
  const [names, setNames] = useState<Record<string, string>>({});
  const params = stack[stack.length - 1]?.params;
  useEffect(() => {
    let live = true;
    for (const a of aliases) {
      const r = resolve(a.id)?.resolved.entityFilter;
      if (!r) continue;
      void dataSource.findEntities(nameQuery(r, 1)).then(
        (page) => live && setNames((n) => ({ ...n, [a.id]: page.data[0]?.latest.ENTITY_FIELD?.name?.value ?? '' })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [aliases, overrides, dataSource, params]);
  return aliases.map((a) => ({
    aliasId: a.id,
    alias: a.alias,
    current: names[a.id] ?? null,
    load: async () => {
      const f = aliasToEntityFilter(a.filter, params, {}).entityFilter;
      if (!f) return [];
      const page = await dataSource.findEntities(nameQuery(f, 100));
      return page.data.map((r) => ({
        id: r.entityId.id,
        entityType: r.entityId.entityType,
        name: r.latest.ENTITY_FIELD?.name?.value ?? r.entityId.id,
      }));
    },
  }));
}
