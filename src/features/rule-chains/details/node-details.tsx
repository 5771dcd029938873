/**
 * Details panel of the selected rule node: name (required), description, debug mode and the configuration form;
 * an Events tab with the node's debug messages; a Help tab with the component's description. A node whose class
 * is not in the catalogue shows the 'Unknown Rule Node class: {clazz}' placeholder instead of a form.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ComponentDescriptor } from '../../../api/components';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { categoryOf, definitionOf } from '../model/catalog';
import type { DocNode } from '../model/chain-doc';
import { NodeConfigForm } from './node-config-form';
import { NodeEvents } from './node-events';
import { Help, Placeholder, Section } from './details.styles';

export interface NodeDetailsProps {
  node: DocNode;
  index: number;
  descriptor: ComponentDescriptor | undefined;
  /** Apply a change; `part` coalesces typing in one field into one undo step. */
  onChange(patch: Partial<DocNode>, part: string): void;
  onValidityChange(key: string, valid: boolean): void;
}

type Tab = 'details' | 'events' | 'help';

export function NodeDetails({ node, index, descriptor, onChange, onValidityChange }: NodeDetailsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('details');
  const [configValid, setConfigValid] = useState(true);
  const def = definitionOf(descriptor);
  const nameError = node.name.trim() === '' ? t('rulenode.name-required') : undefined;
  const report = (valid: boolean) => {
    setConfigValid(valid);
    onValidityChange(node.key, valid && node.name.trim() !== '');
  };
  return (
    <div data-testid="node-details" data-node-key={node.key}>
      <Tabs<Tab>
        label={t('rulenode.details')}
        value={tab}
        onChange={setTab}
        stretch
        tabs={[
          { key: 'details', label: t('rulenode.details') },
          { key: 'events', label: t('rulenode.events'), disabled: !node.id },
          { key: 'help', label: t('rulenode.help') },
        ]}
      >
        {tab === 'details' ? (
          <Section>
            <TextField
              label={t('rulenode.name')}
              value={node.name}
              required
              error={nameError}
              onChange={(e) => {
                onChange({ name: e.target.value }, 'name');
                onValidityChange(node.key, configValid && e.target.value.trim() !== '');
              }}
              data-testid="node-name"
            />
            <TextField
              label={t('rulenode.description')}
              value={node.description}
              onChange={(e) => onChange({ description: e.target.value }, 'description')}
              data-testid="node-description"
            />
            <Toggle
              label={t('rulenode.debug-mode')}
              checked={node.debugMode}
              onChange={(debugMode) => onChange({ debugMode }, 'debug')}
              data-testid="node-debug"
            />
            <p>
              {t('rulechain.node-index', { index })} ·{' '}
              {descriptor ? `${descriptor.name} (${categoryOf(descriptor).toLowerCase()})` : node.type}
            </p>
            {descriptor ? (
              <NodeConfigForm
                node={node}
                descriptor={descriptor}
                onChange={(configuration, part) => onChange({ configuration }, `config:${part}`)}
                onValidityChange={report}
              />
            ) : (
              <Placeholder role="note" data-testid="unknown-node-placeholder">
                {t('rulenode.unknown-class', { clazz: node.type })}
              </Placeholder>
            )}
          </Section>
        ) : null}
        {tab === 'events' && node.id ? <NodeEvents ruleNodeId={node.id.id} /> : null}
        {tab === 'help' ? (
          <Help data-testid="node-help">
            <h3>{descriptor?.name ?? node.type}</h3>
            <p>{def.description || t('rulenode.no-help')}</p>
            {def.details && def.details !== def.description ? <p>{def.details}</p> : null}
            <p>
              <code>{node.type}</code>
            </p>
            {def.docUrl ? (
              <a href={def.docUrl} target="_blank" rel="noopener noreferrer">
                {t('rulenode.open-docs')}
              </a>
            ) : null}
          </Help>
        ) : null}
      </Tabs>
    </div>
  );
}
