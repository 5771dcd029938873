/**
 * The rule chain editor (lazy chunk with React Flow): loads the chain, its metadata and the component catalogue of
 * the chain's type, then shows the workspace. React Flow's stylesheet is rendered inside the shadow root here.
 */
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { useComponents, useRuleChain, useRuleChainMetadata } from '../api/rule-chain-queries';
import { ReactFlowStyles } from '../flow/react-flow-styles';
import { EditorWorkspace, type EditorEvents } from './editor-workspace';
import { Center } from './rule-chain-editor.styles';

export interface RuleChainEditorProps extends EditorEvents {
  ruleChainId: string;
}

export default function RuleChainEditor({ ruleChainId, ...events }: RuleChainEditorProps) {
  const { t } = useTranslation();
  const chain = useRuleChain(ruleChainId);
  const metadata = useRuleChainMetadata(ruleChainId);
  const components = useComponents(chain.data?.type ?? 'CORE');
  if (chain.isError || metadata.isError) {
    return (
      <Center role="alert" data-testid="rule-chain-load-error">
        {t('rulechain.load-failed', { id: ruleChainId })}
      </Center>
    );
  }
  // Components are cached for the page: waiting for them once avoids a flash of 'unknown' nodes.
  if (!chain.data || !metadata.data || components.isPending) return <ProgressBar label={t('common.loading')} />;
  return (
    <ReactFlowProvider>
      <ReactFlowStyles />
      <EditorWorkspace
        key={ruleChainId}
        chain={chain.data}
        metadata={metadata.data}
        descriptors={components.data ?? []}
        componentsLoading={components.isPending}
        {...events}
      />
    </ReactFlowProvider>
  );
}
