/**
 * One node of the form tree: a hidden field (false condition) renders nothing, a fieldset renders its children
 * under a legend, an array renders one card per item (move up/down, remove) and an Add button, and everything
 * else is a leaf. Array items resolve the `[]` of their keys through `indices`.
 */
import { createContext, useContext, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../button/button';
import { FieldError } from '../field/field-frame';
import { AddIcon, DeleteIcon, ExpandLessIcon } from '../icons/control-icons';

import { v } from '../theme/tokens';
import { evaluateCondition } from './condition';
import type { FieldNode } from './form-layout';
import { LeafField } from './leaf-fields';
import { sanitize } from './sanitize';
import { concretePath, getAt, pathId, typeOf, type Path } from './schema-types';
import { ExpandMoreIcon } from '../icons/nav-icons';

/** What every field of one form shares. */
export interface FormContextValue {
  model: unknown;
  set(path: Path, value: unknown): void;
  touch(path: Path): void;
  /** The message to show for `path` (null when valid or not yet touched). */
  errorOf(path: Path, node: FieldNode): string | null;
  readOnly: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

const Fieldset = styled.fieldset`
  margin: 4px 0 12px;
  padding: 8px 12px 4px;
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  min-width: 0;
  & > legend {
    padding: 0 6px;
    font-weight: 500;
    color: ${v('color-text')};
  }
`;

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li`
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  background: ${v('color-surface-2')};
  padding-block: 4px;
  padding-inline: 12px 8px;
`;

const ItemHead = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  min-height: 40px;
  & > span {
    flex: 1;
    font-weight: 500;
    color: ${v('color-text-secondary')};
  }
`;

function newItem(node: FieldNode): unknown {
  const items = node.schema?.items;
  const made = sanitize(items, undefined);
  if (made !== undefined) return made;
  const type = typeOf(items);
  return type === 'object' ? {} : type === 'array' ? [] : type === 'boolean' ? false : null;
}

function ArrayField({
  node,
  indices,
  path,
  disabled,
}: {
  node: FieldNode;
  indices: number[];
  path: Path;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const ctx = useContext(FormContext)!;
  const value = getAt(ctx.model, path);
  const list = Array.isArray(value) ? value : [];
  const itemTitle = node.schema?.items?.title ?? node.title;
  const write = (next: unknown[]) => ctx.set(path, next);
  const move = (from: number, to: number) => {
    const next = [...list];
    const [x] = next.splice(from, 1);
    next.splice(to, 0, x);
    write(next);
  };
  return (
    <Fieldset data-field={pathId(path)} data-kind="array">
      <legend>
        {node.title}
        {node.required ? ' *' : ''}
      </legend>
      <Items aria-label={node.title}>
        {list.map((_, i) => (
          <Item key={i} data-item={i}>
            <ItemHead>
              <span>{`${itemTitle} ${i + 1}`}</span>
              <IconButton
                aria-label={t('json-form.move-up', { index: i + 1 })}
                disabled={disabled || i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ExpandLessIcon size={20} />
              </IconButton>
              <IconButton
                aria-label={t('json-form.move-down', { index: i + 1 })}
                disabled={disabled || i === list.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ExpandMoreIcon size={20} />
              </IconButton>
              <IconButton
                aria-label={t('json-form.remove-item', { index: i + 1 })}
                disabled={disabled}
                onClick={() => write(list.filter((__, k) => k !== i))}
              >
                <DeleteIcon size={20} />
              </IconButton>
            </ItemHead>
            <FieldList nodes={node.children} indices={[...indices, i]} />
          </Item>
        ))}
      </Items>
      {node.addLabel !== null ? (
        <Button
          $variant="text"
          disabled={disabled}
          onClick={() => write([...list, newItem(node)])}
          data-testid="json-form-add"
        >
          <AddIcon size={20} />
          {node.addLabel ?? t('json-form.add')}
        </Button>
      ) : null}
      <FieldError id={`${pathId(path)}-msg`} error={ctx.errorOf(path, node)} />
    </Fieldset>
  );
}

/** One node of the tree. */
export function SchemaField({ node, indices }: { node: FieldNode; indices: number[] }) {
  const ctx = useContext(FormContext)!;
  const id = useId();
  if (!evaluateCondition(node.condition, { model: ctx.model, arrayIndex: indices.at(-1) })) return null;
  const path = node.key ? concretePath(node.key, indices) : null;
  const disabled = ctx.readOnly || node.readOnly;
  if (node.kind === 'array' && path)
    return <ArrayField node={node} indices={indices} path={path} disabled={disabled} />;
  if (node.kind === 'fieldset' || !path) {
    const body = <FieldList nodes={node.children} indices={indices} />;
    if (!node.title) return <div data-field={path ? pathId(path) : undefined}>{body}</div>;
    return (
      <Fieldset data-field={path ? pathId(path) : undefined} data-kind="fieldset">
        <legend>{node.title}</legend>
        {body}
      </Fieldset>
    );
  }
  return (
    <div data-field={pathId(path)} data-kind={node.kind}>
      <LeafField
        node={node}
        id={id}
        value={getAt(ctx.model, path)}
        disabled={disabled}
        error={ctx.errorOf(path, node)}
        onChange={(v) => ctx.set(path, v)}
        onBlur={() => ctx.touch(path)}
      />
    </div>
  );
}

/** A list of nodes at the same level. */
export function FieldList({ nodes, indices }: { nodes: readonly FieldNode[]; indices: number[] }) {
  return (
    <>
      {nodes.map((n, i) => (
        <SchemaField key={`${n.key ? n.key.join('.') : 'x'}-${i}`} node={n} indices={indices} />
      ))}
    </>
  );
}
