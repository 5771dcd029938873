/** The console route `/ruleChains/:ruleChainId`: the rule chain editor's gate in a page; opening a chain navigates. */
import { useNavigate, useParams } from 'react-router-dom';
import { ToastProvider } from '../../ui/toast/toast-context';
import { ToastHost } from '../../ui/toast/toast-host';
import { Frame, Gate } from './rule-chain-editor-feature';

export function RuleChainPage() {
  const { ruleChainId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ToastProvider>
      <Frame style={{ height: 'calc(100vh - 120px)' }} data-testid="rule-chain-page">
        <Gate ruleChainId={ruleChainId} events={{ onOpenChain: (id) => void navigate(`/ruleChains/${id}`) }} />
        <ToastHost />
      </Frame>
    </ToastProvider>
  );
}
