/** Public entry of the rule chains lists: console routes `/ruleChains` and `/edgeManagement/ruleChains`. */
import { RuleChainsList } from './list/rule-chains-list';

/** `/ruleChains` inside `<iot-console>`; uses the shell's dialogs, toasts and toolbar search. */
export function RuleChainsPage() {
  return <RuleChainsList type="CORE" />;
}

/** `/edgeManagement/ruleChains`: edge rule chain templates (edge template root, assignment to new edges). */
export function EdgeRuleChainsPage() {
  return <RuleChainsList type="EDGE" />;
}
