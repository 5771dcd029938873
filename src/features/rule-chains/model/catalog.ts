/**
 * The node library: component descriptors from the server plus the client-side pseudo components (Input,
 * rule chain, unknown), categories in ThingsBoard's order, their colours (ThingsBoard 3.3.1's
 * palette, which users recognise), search, and what each node class offers (relation types, inputs, scripts).
 */
import type { ComponentDescriptor, NodeDefinition } from '../../../api/components';
import type { JsFuncResultType } from '../../../ui/js-func/js-func-check';

/** Library categories in order (RULE_CHAIN last). */
export const CATEGORIES = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'RULE_CHAIN'] as const;
export type Category = (typeof CATEGORIES)[number] | 'INPUT' | 'UNKNOWN';

/** Node colours per category. */
export const CATEGORY_COLORS: Record<Category, string> = {
  FILTER: '#f1e861',
  ENRICHMENT: '#cdf14e',
  TRANSFORMATION: '#79cef1',
  ACTION: '#f1928f',
  EXTERNAL: '#fbc766',
  RULE_CHAIN: '#d6c4f1',
  INPUT: '#a3eaa9',
  UNKNOWN: '#f16c29',
};

/** Pseudo class of "rule chain" nodes (links to other chains). */
export const RULE_CHAIN_CLAZZ = 'tb.internal.RuleChain';

/** The relation ThingsBoard always offers. */
export const FAILURE = 'Failure';

/** A library entry. */
export interface LibraryItem {
  clazz: string;
  name: string;
  category: Category;
  descriptor: ComponentDescriptor | null;
}

/** Category of a descriptor; unknown server types fall into ACTION's neighbour UNKNOWN. */
export function categoryOf(d: ComponentDescriptor | null | undefined): Category {
  const t = d?.type;
  return (CATEGORIES as readonly string[]).includes(t ?? '') ? (t as Category) : 'UNKNOWN';
}

export function definitionOf(d: ComponentDescriptor | null | undefined): NodeDefinition {
  return d?.configurationDescriptor?.nodeDefinition ?? {};
}

/** Library entries grouped by category in order, filtered by a search text (name or class, case-insensitive). */
export function libraryGroups(
  descriptors: readonly ComponentDescriptor[],
  search = '',
): { category: Category; items: LibraryItem[] }[] {
  const q = search.trim().toLowerCase();
  const items: LibraryItem[] = [
    ...descriptors.map((d) => ({ clazz: d.clazz, name: d.name, category: categoryOf(d), descriptor: d })),
    { clazz: RULE_CHAIN_CLAZZ, name: 'rule chain', category: 'RULE_CHAIN' as Category, descriptor: null },
  ];
  const matches = (i: LibraryItem) => !q || i.name.toLowerCase().includes(q) || i.clazz.toLowerCase().includes(q);
  return CATEGORIES.map((category) => ({
    category,
    items: items.filter((i) => i.category === category && matches(i)).sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.items.length > 0);
}

/** What a source node offers when connecting: its relation types (Failure always) and whether custom ones are allowed. */
export function relationOptions(d: ComponentDescriptor | null | undefined): { types: string[]; custom: boolean } {
  if (!d) return { types: ['Success', FAILURE], custom: true }; // unknown class: anything goes
  const def = definitionOf(d);
  const types = [...(def.relationTypes ?? ['Success'])];
  if (!types.includes(FAILURE)) types.push(FAILURE);
  return { types, custom: !!def.customRelations };
}

/** Whether nodes of this class take input (generator nodes do not). */
export function acceptsInput(d: ComponentDescriptor | null | undefined): boolean {
  return definitionOf(d).inEnabled !== false;
}

/** How a script field of a node class is edited and tested. */
export interface ScriptField {
  functionName: string;
  args: string[];
  scriptType: 'update' | 'generate' | 'filter' | 'switch' | 'json' | 'string';
  resultType: JsFuncResultType;
}

const MSG_ARGS = ['msg', 'metadata', 'msgType'];
/** Script fields by `<short class>:<key>`. */
export const SCRIPT_FIELDS: Readonly<Record<string, ScriptField>> = {
  'filter.TbJsFilterNode:jsScript': {
    functionName: 'Filter',
    args: MSG_ARGS,
    scriptType: 'filter',
    resultType: 'boolean',
  },
  'filter.TbJsSwitchNode:jsScript': { functionName: 'Switch', args: MSG_ARGS, scriptType: 'switch', resultType: 'any' },
  'transform.TbTransformMsgNode:jsScript': {
    functionName: 'Transform',
    args: MSG_ARGS,
    scriptType: 'update',
    resultType: 'object',
  },
  'action.TbLogNode:jsScript': { functionName: 'ToString', args: MSG_ARGS, scriptType: 'string', resultType: 'string' },
  'debug.TbMsgGeneratorNode:jsScript': {
    functionName: 'Generate',
    args: ['prevMsg', 'prevMetadata', 'prevMsgType'],
    scriptType: 'generate',
    resultType: 'object',
  },
  'action.TbCreateAlarmNode:alarmDetailsBuildJs': {
    functionName: 'Details',
    args: MSG_ARGS,
    scriptType: 'json',
    resultType: 'object',
  },
  'action.TbClearAlarmNode:alarmDetailsBuildJs': {
    functionName: 'Details',
    args: MSG_ARGS,
    scriptType: 'json',
    resultType: 'object',
  },
};

/** The script fields of a node's configuration: known ones, plus any string field the schema marks as JavaScript. */
export function scriptFields(clazz: string, config: unknown, schema: unknown): Map<string, ScriptField> {
  const out = new Map<string, ScriptField>();
  const short = clazz.replace(/^org\.thingsboard\.rule\.engine\./, '');
  const props = ((schema as { properties?: Record<string, { format?: string }> } | null)?.properties ?? {}) as Record<
    string,
    { format?: string }
  >;
  const keys = new Set([...Object.keys((config as object | null) ?? {}), ...Object.keys(props)]);
  for (const key of keys) {
    const known = SCRIPT_FIELDS[`${short}:${key}`];
    if (known) out.set(key, known);
    else if (props[key]?.format === 'javascript')
      out.set(key, { functionName: key, args: MSG_ARGS, scriptType: 'json', resultType: 'any' });
  }
  return out;
}
