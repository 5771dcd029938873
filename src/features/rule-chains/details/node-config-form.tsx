/**
 * A rule node's configuration: script fields with the JS function editor (and the script test dialog), the queue
 * select for queue fields, and every other field in the schema form (ConfigJsonForm). The configuration keeps its
 * key order; validity of all parts is reported together.
 */
import { useEffect, useMemo, useRef } from 'react';
import { getTenantQueueNames } from '../../../api/queues';
import type { ComponentDescriptor } from '../../../api/components';
import { QueueSelect } from '../../../ui/queue-select/queue-select';
import { definitionOf, QUEUE_FIELDS, scriptFields } from '../model/catalog';
import type { DocNode } from '../model/chain-doc';
import { ConfigJsonForm } from './config-json-form';
import { ScriptField } from './script-field';

export interface NodeConfigFormProps {
  node: DocNode;
  descriptor: ComponentDescriptor | undefined;
  onChange(configuration: Record<string, unknown>, part: string): void;
  onValidityChange(valid: boolean): void;
}

function title(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Rebuild the configuration in the original key order with the changed parts. */
function merge(original: Record<string, unknown>, changes: Record<string, unknown>, plainKeys: Set<string>, plain: Record<string, unknown> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(original)) {
    if (k in changes) out[k] = changes[k];
    else if (plain && plainKeys.has(k)) {
      if (k in plain) out[k] = plain[k];
    } else out[k] = original[k];
  }
  for (const [k, v] of Object.entries(changes)) if (!(k in out)) out[k] = v;
  if (plain) for (const [k, v] of Object.entries(plain)) if (!(k in out)) out[k] = v;
  return out;
}

export function NodeConfigForm({ node, descriptor, onChange, onValidityChange }: NodeConfigFormProps) {
  const config = useMemo(() => (node.configuration && typeof node.configuration === 'object' ? (node.configuration as Record<string, unknown>) : {}), [node.configuration]);
  const schema = definitionOf(descriptor).configurationSchema;
  const scripts = useMemo(() => scriptFields(node.type, config, schema), [node.type, config, schema]);
  const special = new Set([...scripts.keys(), ...Object.keys(config).filter((k) => QUEUE_FIELDS.has(k))]);
  const plainKeys = new Set(Object.keys(config).filter((k) => !special.has(k)));
  const plain = Object.fromEntries(Object.entries(config).filter(([k]) => plainKeys.has(k)));
  const validity = useRef(new Map<string, boolean>());

  const report = (part: string, valid: boolean) => {
    validity.current.set(part, valid);
    onValidityChange([...validity.current.values()].every(Boolean));
  };
  useEffect(() => {
    validity.current = new Map();
  }, [node.key]);

  return (
    <div data-testid="node-config-form">
      {[...scripts].map(([key, field]) => (
        <ScriptField
          key={`${node.key}:${key}`}
          label={title(key)}
          field={field}
          value={typeof config[key] === 'string' ? (config[key] as string) : ''}
          onChange={(script) => onChange(merge(config, { [key]: script }, plainKeys, null), key)}
          onValidityChange={(v) => report(key, v)}
          ruleNodeId={node.id?.id ?? null}
          testId={`script-field-${key}`}
        />
      ))}
      {Object.keys(config)
        .filter((k) => QUEUE_FIELDS.has(k))
        .map((key) => (
          <QueueSelect
            key={key}
            value={typeof config[key] === 'string' ? (config[key] as string) : null}
            onChange={(q) => onChange(merge(config, { [key]: q }, plainKeys, null), key)}
            loadQueues={(signal) => getTenantQueueNames('TB_RULE_ENGINE', { signal, ignoreErrors: true }).catch(() => [])}
            required
            testId={`queue-field-${key}`}
          />
        ))}
      {plainKeys.size > 0 || special.size === 0 ? (
        <ConfigJsonForm
          key={node.key}
          schema={schema}
          value={plain}
          onChange={(v) => onChange(merge(config, {}, plainKeys, v), 'config')}
          onValidityChange={(v) => report('config', v)}
        />
      ) : null}
    </div>
  );
}
