/**
 * Form definitions by node class (the full ThingsBoard class name): every node of the component catalogue has one.
 * Loaded with the details panel (a chunk of its own), not with the editor.
 */
import { ACTION_FORMS } from './defs/action';
import { ENRICHMENT_FORMS } from './defs/enrichment';
import { EXTERNAL_FORMS } from './defs/external';
import { FILTER_FORMS } from './defs/filter';
import { TRANSFORMATION_FORMS } from './defs/transformation';
import type { NodeFormDef } from './form-def';

const PREFIX = 'org.thingsboard.rule.engine.';

/** Definitions by short class name (`filter.TbJsFilterNode`). */
export const NODE_FORMS: Readonly<Record<string, NodeFormDef>> = {
  ...FILTER_FORMS,
  ...ENRICHMENT_FORMS,
  ...TRANSFORMATION_FORMS,
  ...ACTION_FORMS,
  ...EXTERNAL_FORMS,
};

/** The form of a node class, or null when it has none (the JSON-schema form is used then). */
export function formOf(clazz: string): NodeFormDef | null {
  return clazz.startsWith(PREFIX) ? (NODE_FORMS[clazz.slice(PREFIX.length)] ?? null) : null;
}
