/**
 * Rows of the rule chains list: a page of core chains, or of edge rule chain templates each marked with whether it
 * is assigned to every new edge (as ThingsBoard 3.3.1's edge templates list, which reads the auto-assigned chains
 * next to the page).
 */
import { getAutoAssignToEdgeRuleChains, getRuleChain, getRuleChains, type RuleChain } from '../../../api/rule-chains';
import type { TablePageData, TablePageLink } from '../../../ui/entity-table/entity-table-types';
import { flatPageQuery } from '../../../ui/entity-table/page-query';

/** Core chains (`/ruleChains`) or edge rule chain templates (`/edgeManagement/ruleChains`). */
export type ChainType = 'CORE' | 'EDGE';

/** A chain of the list; edge templates say whether new edges get it. */
export type RuleChainRow = RuleChain & { autoAssign?: boolean };

export const idOf = (c: RuleChain) => c.id?.id ?? '';

async function autoAssignedIds(signal: AbortSignal): Promise<Set<string>> {
  return new Set((await getAutoAssignToEdgeRuleChains({ signal })).map(idOf));
}

/** One page of chains of a type, sorted and searched (textSearch) by the server. */
export async function fetchRuleChainRows(
  type: ChainType,
  link: TablePageLink,
  signal: AbortSignal,
): Promise<TablePageData<RuleChainRow>> {
  const [page, assigned] = await Promise.all([
    getRuleChains({ ...flatPageQuery(link), type }, { signal }),
    type === 'EDGE' ? autoAssignedIds(signal) : null,
  ]);
  return assigned ? { ...page, data: page.data.map((c) => ({ ...c, autoAssign: assigned.has(idOf(c)) })) } : page;
}

/** One chain for the details drawer, marked like the rows. */
export async function loadRuleChainRow(type: ChainType, id: string, signal: AbortSignal): Promise<RuleChainRow> {
  const [chain, assigned] = await Promise.all([
    getRuleChain(id, { signal }),
    type === 'EDGE' ? autoAssignedIds(signal) : null,
  ]);
  return assigned ? { ...chain, autoAssign: assigned.has(id) } : chain;
}

/** The chain as the server takes it back (without the list's own mark). */
export function toRuleChain({ autoAssign: _autoAssign, ...chain }: RuleChainRow): RuleChain {
  return chain;
}
