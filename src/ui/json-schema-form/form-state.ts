/**
 * What the form shows depends on the model: fields whose condition is false are hidden (and not validated), and
 * each validation error is told in the user's words, or in the layout's own custom message.
 */
import type { TFunction } from 'i18next';
import { evaluateCondition } from './condition';
import type { FieldNode, FormGroup } from './form-layout';
import { concretePath, getAt, pathId, TV4_CODES, type ValidationError } from './schema-types';

/** Path ids (`a.0.b`) of every field hidden by a false condition, including what lies inside it. */
export function hiddenPaths(groups: readonly FormGroup[], model: unknown): Set<string> {
  const hidden = new Set<string>();
  const walk = (nodes: readonly FieldNode[], indices: number[], forced: boolean) => {
    for (const node of nodes) {
      const path = node.key ? concretePath(node.key, indices) : null;
      const off = forced || !evaluateCondition(node.condition, { model, arrayIndex: indices.at(-1) });
      if (off && path) hidden.add(pathId(path));
      if (node.kind === 'array' && path) {
        const items = getAt(model, path);
        if (Array.isArray(items)) items.forEach((_, i) => walk(node.children, [...indices, i], off));
      } else walk(node.children, indices, off);
    }
  };
  for (const g of groups) walk(g.fields, [], false);
  return hidden;
}

const codeOfTv4 = Object.fromEntries(Object.entries(TV4_CODES).map(([n, c]) => [c, n]));

/** The message of one error: the field's custom message when it has one (by code, tv4 code or `default`), else ours. */
export function errorText(error: ValidationError, node: FieldNode | undefined, t: TFunction): string {
  const custom = node?.validationMessage ?? node?.schema?.validationMessage;
  const limit = Array.isArray(error.limit) ? error.limit.join(', ') : String(error.limit ?? '');
  if (typeof custom === 'string' && custom) return custom.replace(/\{\{\s*limit\s*\}\}/g, limit);
  if (custom && typeof custom === 'object') {
    const text = custom[error.code] ?? custom[codeOfTv4[error.code] ?? ''] ?? custom.default;
    if (text) return text.replace(/\{\{\s*limit\s*\}\}/g, limit);
  }
  return t(`json-form.error-${error.code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, { limit });
}
