/**
 * The configuration part of a node's details, loaded with the details panel: the node's description and the link
 * labels it leaves by, then its form (or, for a class without a form definition, the JSON-schema form of its
 * descriptor), and an "Advanced (JSON)" switch to the raw configuration. Both views edit the same configuration:
 * the form is drawn again from the JSON when switching back. Validity covers the view shown.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import type { ComponentDescriptor } from '../../../api/components';
import { JsonObjectEditor } from '../../../ui/json-object-editor/json-object-editor';
import { JsonSchemaForm } from '../../../ui/json-schema-form/json-schema-form';
import type { JsonSchema } from '../../../ui/json-schema-form/schema-types';
import type { TemplateVars } from '../../../ui/template-field/template-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { v } from '../../../ui/theme/tokens';
import { debugInput } from '../details/script-support';
import { definitionOf, relationOptions } from '../model/catalog';
import type { Config } from './form-def';
import { NodeForm } from './node-form';
import { formOf } from './registry';

export interface NodeFormPanelProps {
  clazz: string;
  descriptor: ComponentDescriptor;
  config: Config;
  ruleNodeId: string | null;
  onChange(config: Config, part: string): void;
  onValidityChange(valid: boolean): void;
}

const About = styled.div`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-inline-start: 3px solid ${v('color-primary')};
  background: color-mix(in srgb, ${v('color-primary')} 6%, transparent);
  font-size: 13px;
  color: ${v('color-text')};
  p {
    margin: 0 0 6px;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 1px 8px;
    border-radius: 10px;
    font-size: 12px;
    border: 1px solid ${v('color-divider')};
    background: ${v('color-surface')};
  }
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 4px 0 8px;
`;

/** Common metadata keys of device messages, offered when the node has no debug input yet. */
const COMMON_METADATA = ['deviceName', 'deviceType', 'ts'];

function useTemplateVars(ruleNodeId: string | null): TemplateVars {
  const [vars, setVars] = useState<TemplateVars>({ metadata: COMMON_METADATA, data: [] });
  useEffect(() => {
    if (!ruleNodeId) return undefined;
    let live = true;
    void debugInput(ruleNodeId).then((d) => {
      if (!live || !d.metadata) return;
      const data = d.msg && typeof d.msg === 'object' && !Array.isArray(d.msg) ? Object.keys(d.msg) : [];
      setVars({ metadata: Object.keys(d.metadata).length ? Object.keys(d.metadata) : COMMON_METADATA, data });
    });
    return () => {
      live = false;
    };
  }, [ruleNodeId]);
  return vars;
}

export default function NodeFormPanel({
  clazz,
  descriptor,
  config,
  ruleNodeId,
  onChange,
  onValidityChange,
}: NodeFormPanelProps) {
  const { t } = useTranslation();
  const def = useMemo(() => formOf(clazz), [clazz]);
  const [advanced, setAdvanced] = useState(false);
  const vars = useTemplateVars(ruleNodeId);
  const nodeDef = definitionOf(descriptor);
  const links = relationOptions(descriptor);
  return (
    <div data-testid="node-config-form">
      <About data-testid="node-about">
        <p>{nodeDef.description}</p>
        <Links aria-label={t('tb.rulenode.link-labels')} data-testid="node-link-labels">
          {links.types.map((l) => (
            <li key={l}>{l}</li>
          ))}
          {links.custom ? <li>{t('tb.rulenode.custom-link-labels')}</li> : null}
        </Links>
      </About>
      <Bar>
        <Toggle
          label={t('tb.rulenode.advanced-json')}
          checked={advanced}
          onChange={setAdvanced}
          data-testid="node-config-advanced"
        />
      </Bar>
      {advanced ? (
        <JsonObjectEditor
          label={t('rulenode.configuration')}
          value={config}
          onChange={(c) => c && onChange(c as Config, 'json')}
          onValidityChange={onValidityChange}
          required
          minHeight={180}
          testId="node-config-json"
        />
      ) : def ? (
        <NodeForm
          def={def}
          config={config}
          onChange={onChange}
          onValidityChange={onValidityChange}
          vars={vars}
          ruleNodeId={ruleNodeId}
        />
      ) : (
        <JsonSchemaForm
          schema={(nodeDef.configurationSchema ?? null) as JsonSchema | null}
          model={config}
          onChange={(m) => onChange(m, 'schema')}
          onValidityChange={onValidityChange}
          testId="node-config-schema-form"
        />
      )}
    </div>
  );
}
