/**
 * JSON schema form: renders a form from a JSON
 * schema and an optional ThingsBoard-style layout, for widget settings and rule-node configuration. The model is
 * sanitised against the schema (defaults filled, lossless type conversion, unknown keys kept) and validated on
 * every change; `onValidityChange(modelValid)` reports whether the whole model is valid (an invalid model gives
 * false), so a caller can gate its Save or emit null. Errors show once a field is touched, or everywhere after
 * `validate()` (submit). Conditions are evaluated without eval (strict CSP).
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { v } from '../theme/tokens';
import { buildLayout, type FieldNode } from './form-layout';
import { errorText, hiddenPaths } from './form-state';
import { sanitize } from './sanitize';
import { FieldList, FormContext, type FormContextValue } from './schema-field';
import { pathId, setAt, type GroupInfo, type JsonSchema, type Path } from './schema-types';
import { validate } from './validate';

export interface JsonSchemaFormProps {
  schema: JsonSchema | null | undefined;
  /** Layout (angular-schema-form style); default `["*"]`. An array of arrays makes groups. */
  form?: readonly unknown[] | null;
  /** Titles of the groups of an array-of-arrays form. */
  groupInfoes?: readonly GroupInfo[] | null;
  model: unknown;
  /** The whole (sanitised) model after each edit. */
  onChange(model: Record<string, unknown>): void;
  /** modelValid: false while any visible field breaks the schema. Called on mount and on every change of validity. */
  onValidityChange?(modelValid: boolean): void;
  readOnly?: boolean;
  testId?: string;
}

/** Imperative handle: `validate()` shows every error (submit) and returns modelValid. */
export interface JsonSchemaFormHandle {
  validate(): boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Group = styled.section`
  margin-bottom: 12px;
  & > h3 {
    margin: 4px 0 12px;
    font-size: 15px;
    font-weight: 500;
    color: ${v('color-primary')};
  }
`;

const OBJECT_SCHEMA: JsonSchema = { type: 'object', properties: {} };

/** Index the fields of a layout by key (with `[]`), to find the node of an error path. */
function nodesByKey(nodes: readonly FieldNode[], out = new Map<string, FieldNode>()): Map<string, FieldNode> {
  for (const n of nodes) {
    if (n.key) out.set(n.key.join('.'), n);
    nodesByKey(n.children, out);
  }
  return out;
}

const keyOf = (path: Path) => path.map((s) => (typeof s === 'number' ? '[]' : s)).join('.');
const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export const JsonSchemaForm = forwardRef<JsonSchemaFormHandle, JsonSchemaFormProps>(function JsonSchemaForm(
  { schema, form, groupInfoes, model, onChange, onValidityChange, readOnly = false, testId },
  ref,
) {
  const { t } = useTranslation();
  const root = schema ?? OBJECT_SCHEMA;
  const layout = useMemo(() => buildLayout(root, form, groupInfoes), [root, form, groupInfoes]);
  const byKey = useMemo(() => nodesByKey(layout.flatMap((g) => g.fields)), [layout]);
  const [state, setState] = useState(() => asObject(sanitize(root, asObject(model))));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const emitted = useRef<unknown>(model);

  useEffect(() => {
    if (model === emitted.current) return;
    emitted.current = model;
    const next = asObject(sanitize(root, asObject(model)));
    if (JSON.stringify(next) !== JSON.stringify(state)) {
      setState(next);
      setTouched(new Set());
      setSubmitted(false);
    }
  }, [model, root]);

  const hidden = useMemo(() => hiddenPaths(layout, state), [layout, state]);
  const errors = useMemo(() => validate(root, state, (p) => hidden.has(pathId(p))), [root, state, hidden]);
  const modelValid = errors.length === 0;
  const report = useRef(onValidityChange);
  report.current = onValidityChange;
  useEffect(() => {
    report.current?.(modelValid);
  }, [modelValid]);

  const errorById = useMemo(() => {
    const m = new Map<string, (typeof errors)[number]>();
    for (const e of errors) if (!m.has(pathId(e.path))) m.set(pathId(e.path), e);
    return m;
  }, [errors]);

  useImperativeHandle(ref, () => ({
    validate() {
      setSubmitted(true);
      return modelValid;
    },
  }));

  const ctx: FormContextValue = {
    model: state,
    readOnly,
    set(path, value) {
      const next = asObject(setAt(state, path, value));
      setState(next);
      setTouched((s) => new Set(s).add(pathId(path)));
      emitted.current = next;
      onChange(next);
    },
    touch(path) {
      const id = pathId(path);
      if (!touched.has(id)) setTouched((s) => new Set(s).add(id));
    },
    errorOf(path) {
      const id = pathId(path);
      const error = errorById.get(id);
      if (!error || (!submitted && !touched.has(id))) return null;
      return errorText(error, byKey.get(keyOf(path)), t);
    },
  };

  return (
    <FormContext.Provider value={ctx}>
      <Root data-testid={testId} data-model-valid={modelValid}>
        {layout.map((group, i) =>
          group.title ? (
            <Group key={i} aria-label={group.title}>
              <h3>{group.title}</h3>
              <FieldList nodes={group.fields} indices={[]} />
            </Group>
          ) : (
            <FieldList key={i} nodes={group.fields} indices={[]} />
          ),
        )}
      </Root>
    </FormContext.Provider>
  );
});

export { sanitize as sanitizeModel } from './sanitize';
