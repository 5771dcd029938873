/**
 * The rule chains list (`/ruleChains`): the tenant's core chains or, under /edgeManagement/ruleChains, the edge
 * rule chain templates — an `EntityTable` with server paging, the toolbar search, sort, multi-select and the
 * details drawer (form and the shared entity tabs). The editor has the `/ruleChains/{id}` route, so the drawer keeps
 * no URL of its own.
 */
import { useSession } from '../../../session/use-session';
import { EntityTable } from '../../../ui/entity-table/entity-table';
import type { ChainType } from './rule-chain-rows';
import { useRuleChainsTableConfig } from './rule-chains-table-config';

export function RuleChainsList({ type = 'CORE' }: { type?: ChainType }) {
  const config = useRuleChainsTableConfig(type);
  return <EntityTable config={config} scope={useSession().authUser?.userId} testId="rule-chains-table" />;
}
