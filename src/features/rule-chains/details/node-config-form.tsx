/**
 * A rule node's configuration: the node form panel (node-forms/), loaded when the first details panel opens so the
 * form definitions and their controls stay out of the editor's first chunks. Until it has arrived a progress bar
 * stands in; validity is held false meanwhile so Save waits for the form.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ComponentDescriptor } from '../../../api/components';
import { lazyComponent, useLazyComponent } from '../../../ui/lazy/lazy-component';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import type { DocNode } from '../model/chain-doc';
import type { NodeFormPanelProps } from '../node-forms/node-form-panel';

export interface NodeConfigFormProps {
  node: DocNode;
  descriptor: ComponentDescriptor;
  onChange(configuration: Record<string, unknown>, part: string): void;
  onValidityChange(valid: boolean): void;
}

const panel = lazyComponent<NodeFormPanelProps>(() => import('../node-forms/node-form-panel').then((m) => m.default));

export function NodeConfigForm({ node, descriptor, onChange, onValidityChange }: NodeConfigFormProps) {
  const { t } = useTranslation();
  const Panel = useLazyComponent(panel);
  const config = useMemo(
    () =>
      node.configuration && typeof node.configuration === 'object'
        ? (node.configuration as Record<string, unknown>)
        : {},
    [node.configuration],
  );
  useEffect(() => {
    if (!Panel) onValidityChange(false);
  }, [Panel]);
  if (!Panel) return <ProgressBar label={t('common.loading')} />;
  return (
    <Panel
      key={node.key}
      clazz={node.type}
      descriptor={descriptor}
      config={config}
      ruleNodeId={node.id?.id ?? null}
      onChange={onChange}
      onValidityChange={onValidityChange}
    />
  );
}
