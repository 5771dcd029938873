/**
 * ThingsBoard rule chain files: `{ruleChain, metadata}` as ThingsBoard's "Export rule chain"
 * writes it — the chain without id, tenant and creation time, `firstRuleNodeId` null and `root` false; the metadata
 * without `ruleChainId` and without node ids. Reading accepts any file with both parts.
 */
import { ruleChainMetadataSchema, type RuleChain, type RuleChainMetadata } from '../../../api/rule-chains';
import { fromMetadata, toMetadata, type ChainDoc } from './chain-doc';

/** The chain part of a file. */
export interface RuleChainFileChain {
  name: string;
  type?: string | null;
  additionalInfo?: unknown;
  firstRuleNodeId: null;
  root: boolean;
  debugMode: boolean;
  configuration: unknown;
  [key: string]: unknown;
}

export interface RuleChainFile {
  ruleChain: RuleChainFileChain;
  metadata: RuleChainMetadata;
}

/** Thrown for a file that is not a rule chain export. */
export class RuleChainFileError extends Error {
  constructor() {
    super('invalid rule chain file');
    this.name = 'RuleChainFileError';
  }
}

const SERVER_FIELDS = new Set(['id', 'createdTime', 'tenantId', 'externalId']);

/** The file for a chain and its document. */
export function toRuleChainFile(chain: RuleChain, doc: ChainDoc): RuleChainFile {
  const rest = Object.fromEntries(Object.entries(chain).filter(([k]) => !SERVER_FIELDS.has(k)));
  const ruleChain: RuleChainFileChain = {
    additionalInfo: chain.additionalInfo ?? null,
    ...rest,
    name: chain.name,
    type: chain.type ?? 'CORE',
    firstRuleNodeId: null,
    root: false,
    debugMode: !!chain.debugMode,
    configuration: chain.configuration ?? null,
  };
  return { ruleChain, metadata: toMetadata(doc, null, false) };
}

/** Parse a file's JSON text. @throws RuleChainFileError when it is not a rule chain export. */
export function parseRuleChainFile(text: string): RuleChainFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RuleChainFileError();
  }
  const file = data as Partial<RuleChainFile> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    !file.ruleChain ||
    typeof file.ruleChain !== 'object' ||
    typeof file.ruleChain.name !== 'string'
  ) {
    throw new RuleChainFileError();
  }
  const meta = ruleChainMetadataSchema.safeParse(file.metadata);
  if (!meta.success) throw new RuleChainFileError();
  return { ruleChain: file.ruleChain, metadata: meta.data };
}

/** The document of an imported file (new nodes: ids dropped, positions and links kept). */
export function docFromFile(file: RuleChainFile): ChainDoc {
  return fromMetadata({ ...file.metadata, nodes: file.metadata.nodes.map(({ id: _id, ruleChainId: _rc, ...n }) => n) });
}

/** File name ThingsBoard uses: the chain name in lower case, spaces as underscores. */
export function ruleChainFileName(name: string): string {
  return `${name.toLowerCase().replace(/\s+/g, '_') || 'rule_chain'}.json`;
}
