/**
 * A node form: the shown fields of a definition, each with its hint and, when invalid, the node's message. Reports
 * validity (the definition's rules plus the script editors' own checks) on every change.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { v } from '../../../ui/theme/tokens';
import type { TemplateVars } from '../../../ui/template-field/template-field';
import { FieldControl, HINT_SLOT } from './field-control';
import { isShown, type Config, type NodeFormDef } from './form-def';
import { validateConfig } from './validate';

export interface NodeFormProps {
  def: NodeFormDef;
  config: Config;
  onChange(config: Config, part: string): void;
  onValidityChange(valid: boolean): void;
  vars: TemplateVars;
  ruleNodeId: string | null;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: 4px;
`;

/** A hint under a control without a hint line of its own; under a toggle it lines up with the toggle's label. */
const Hint = styled.p<{ $toggle?: boolean }>`
  margin-block: ${(p) => (p.$toggle ? '0 10px' : '2px 10px')};
  margin-inline: ${(p) => (p.$toggle ? '48px 0' : '12px 0')};
  font-size: 12px;
  line-height: 1.4;
  color: ${v('color-text-secondary')};
`;

const Error = styled.p`
  margin-block: 2px 4px;
  margin-inline: 12px 0;
  font-size: 12px;
  color: ${v('color-warn')};
`;

/** The visible name of a key/value map (the map's rows carry only column labels). */
const Caption = styled.div`
  margin: 4px 0 6px;
  font-size: 13px;
  color: ${v('color-text-secondary')};
`;

const Empty = styled.p`
  margin: 4px 0 8px;
  color: ${v('color-text-secondary')};
  font-style: italic;
`;

/** Kinds whose control shows the error message itself. */
const OWN_ERROR = new Set(['number', 'select', 'chips', 'relation-query', 'credentials']);

export function NodeForm({ def, config, onChange, onValidityChange, vars, ruleNodeId }: NodeFormProps) {
  const { t } = useTranslation();
  const errors = useMemo(() => validateConfig(def, config), [def, config]);
  const [scripts, setScripts] = useState<ReadonlyMap<string, boolean>>(new Map());
  const valid = errors.size === 0 && [...scripts.values()].every(Boolean);
  const report = useRef(onValidityChange);
  report.current = onValidityChange;
  useEffect(() => {
    report.current(valid);
  }, [valid]);
  const shown = def.fields.filter((f) => isShown(f, config));
  if (def.fields.length === 0) return <Empty data-testid="node-form-empty">{t('tb.rulenode.no-config')}</Empty>;
  return (
    <div data-testid="node-form" data-valid={valid}>
      {shown.map((f, i) => {
        const error = errors.get(f.key) ?? null;
        const message = error ? t(error) : null;
        const hint = t(f.hint);
        return (
          <Field
            key={`${f.key}:${f.kind}:${i}`}
            data-testid={`nf-${f.key}`}
            data-kind={f.kind}
            data-error={error ?? undefined}
          >
            {f.kind === 'map' ? <Caption>{t(f.label)}</Caption> : null}
            <FieldControl
              field={f}
              config={config}
              error={message}
              hint={hint}
              vars={vars}
              ruleNodeId={ruleNodeId}
              patch={(values) => onChange({ ...config, ...values }, f.key)}
              onScriptValidity={(key, ok) => setScripts((m) => (m.get(key) === ok ? m : new Map(m).set(key, ok)))}
            />
            {message && !OWN_ERROR.has(f.kind) && f.kind !== 'text' ? <Error role="alert">{message}</Error> : null}
            {HINT_SLOT.has(f.kind) ? null : <Hint $toggle={f.kind === 'toggle'}>{hint}</Hint>}
          </Field>
        );
      })}
    </div>
  );
}
