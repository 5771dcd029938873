/**
 * The dashboard's entity aliases (`configuration.entityAliases`: id → `{id, alias, filter}`): names required and
 * unique, and which filter and entity types a user may pick (ThingsBoard offers edge filters only with edges enabled;
 * customer users get no API usage state filter).
 */
import { ALIAS_FILTER_TYPES } from '../../data/alias-filters';
import type { TbJson } from '../panel-contract';
import { newUuid } from '../shared/ids';

export type AliasMap = Record<string, TbJson>;

/** A new alias: random id, no name, no filter type chosen yet. */
export function newAlias(): TbJson {
  return { id: newUuid(), alias: '', filter: { type: '', resolveMultiple: false } };
}

/** Translation key of what is wrong with the name, or null. Names compare trimmed. */
export function aliasNameError(name: string, aliases: AliasMap, selfId: string): string | null {
  const n = name.trim();
  if (!n) return 'alias.name-required';
  const taken = Object.entries(aliases).some(([id, a]) => id !== selfId && String(a.alias ?? '').trim() === n);
  return taken ? 'alias.duplicate-alias' : null;
}

/** Filter types this user may choose. */
export function allowedFilterTypes(authority: string | null, edgesEnabled: boolean): string[] {
  return ALIAS_FILTER_TYPES.filter(
    (t) => (edgesEnabled || !t.startsWith('edge')) && (t !== 'apiUsageState' || authority !== 'CUSTOMER_USER'),
  );
}

/** Entity types this user may point an alias at; `pseudo` adds the CURRENT_* types resolved at run time. */
export function aliasEntityTypes(authority: string | null, edgesEnabled: boolean, pseudo: boolean): string[] {
  if (authority === 'SYS_ADMIN') return pseudo ? ['TENANT', 'CURRENT_USER'] : ['TENANT'];
  const customer = authority === 'CUSTOMER_USER';
  const types = [
    'DEVICE',
    'ASSET',
    'ENTITY_VIEW',
    ...(customer ? [] : ['TENANT']),
    'CUSTOMER',
    'USER',
    'DASHBOARD',
    ...(edgesEnabled ? ['EDGE'] : []),
  ];
  if (!pseudo) return types;
  return [...types, 'CURRENT_CUSTOMER', ...(customer ? [] : ['CURRENT_TENANT']), 'CURRENT_USER', 'CURRENT_USER_OWNER'];
}
