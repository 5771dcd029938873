/** Public entry of the rule chains list: the console route `/ruleChains` (the editor is in rule-chain-editor-feature). */
import { RuleChainsList } from './list/rule-chains-list';

/** `/ruleChains` inside `<iot-console>`; uses the shell's dialogs, toasts and toolbar search. */
export function RuleChainsPage() {
  return <RuleChainsList />;
}
