/**
 * The rule chains list's commands on the server — create, make root, assign to new edges, delete, export to a
 * ThingsBoard file, import a file as a new chain. Every command invalidates the feature's keys, so the list and any
 * open editor data refetch.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  deleteRuleChain,
  getRuleChain,
  getRuleChainMetadata,
  saveRuleChain,
  saveRuleChainMetadata,
  setAutoAssignToEdge,
  setEdgeTemplateRootRuleChain,
  setRootRuleChain,
  type RuleChain,
} from '../../../api/rule-chains';
import { fromMetadata } from '../model/chain-doc';
import { toRuleChainFile, type RuleChainFile } from '../model/rule-chain-file';
import { ruleChainKeys } from './rule-chain-queries';
import { refreshQueries } from '../../../ui/query/refresh-queries';

const refresh = (client: QueryClient) => refreshQueries(client, ruleChainKeys.all);

/** Create an empty chain of a type. */
export async function createRuleChain(
  client: QueryClient,
  fields: { name: string; description: string; debugMode: boolean; type: string },
): Promise<RuleChain> {
  const chain = await saveRuleChain({
    name: fields.name,
    type: fields.type,
    debugMode: fields.debugMode,
    additionalInfo: { description: fields.description },
  });
  await refresh(client);
  return chain;
}

/** Make a chain the tenant root (CORE) or the edge template root (EDGE). */
export async function makeRoot(client: QueryClient, id: string, type: string): Promise<RuleChain> {
  const chain = await (type === 'EDGE' ? setEdgeTemplateRootRuleChain(id) : setRootRuleChain(id));
  await refresh(client);
  return chain;
}

/** Assign an EDGE chain to every new edge, or stop doing so. */
export async function setAutoAssign(client: QueryClient, id: string, on: boolean): Promise<void> {
  await setAutoAssignToEdge(id, on);
  await refresh(client);
}

/** Delete a chain (the server refuses the root chain and chains of device profiles). */
export async function removeRuleChain(client: QueryClient, id: string): Promise<void> {
  await deleteRuleChain(id);
  client.removeQueries({ queryKey: ruleChainKeys.chain(id) });
  client.removeQueries({ queryKey: ruleChainKeys.metadata(id) });
  await refresh(client);
}

/** The ThingsBoard file of a stored chain. */
export async function exportRuleChain(id: string): Promise<RuleChainFile> {
  const [chain, metadata] = await Promise.all([getRuleChain(id), getRuleChainMetadata(id)]);
  return toRuleChainFile(chain, fromMetadata(metadata));
}

/**
 * Store a file as a new chain: the chain first, then its nodes and links (without the file's node ids). When the
 * nodes are refused (e.g. a link to a chain that does not exist here) the new, empty chain is removed again.
 */
export async function importRuleChain(client: QueryClient, file: RuleChainFile): Promise<RuleChain> {
  const { firstRuleNodeId: _first, root: _root, additionalInfo, ...fields } = file.ruleChain;
  const info =
    additionalInfo && typeof additionalInfo === 'object' ? (additionalInfo as Record<string, unknown>) : null;
  const chain = await saveRuleChain({
    ...fields,
    name: fields.name,
    type: fields.type ?? 'CORE',
    additionalInfo: info,
  });
  const id = chain.id;
  if (!id) throw new Error('the saved rule chain has no id');
  const nodes = file.metadata.nodes.map(({ id: _id, ruleChainId: _rc, ...n }) => n);
  try {
    await saveRuleChainMetadata({ ...file.metadata, ruleChainId: id, nodes });
  } catch (e) {
    await deleteRuleChain(id.id).catch(() => undefined);
    throw e;
  } finally {
    await refresh(client);
  }
  return chain;
}
