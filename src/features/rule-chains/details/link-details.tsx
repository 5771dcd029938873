/**
 * Details of a "rule chain" node (a link to another chain through `ruleChainConnections`): the target chain, picked
 * from the chains of the same type; a target that failed to load shows only its id, and the
 * chain can be opened from here.
 */
import { useTranslation } from '../../../i18n/use-translation';
import { Autocomplete } from '../../../ui/autocomplete/autocomplete';
import { Button } from '../../../ui/button/button';
import { searchChains, type TargetChain } from '../api/rule-chain-queries';
import type { DocLink } from '../model/chain-doc';
import { Placeholder, Section } from './details.styles';

export interface LinkDetailsProps {
  link: DocLink;
  target: TargetChain | undefined;
  ruleChainType: string;
  currentChainId: string;
  onChange(patch: Partial<DocLink>): void;
  onOpenChain?(id: string): void;
}

interface Option {
  id: string;
  name: string;
}

export function LinkDetails({ link, target, ruleChainType, currentChainId, onChange, onOpenChain }: LinkDetailsProps) {
  const { t } = useTranslation();
  const value: Option | null = link.targetRuleChainId
    ? { id: link.targetRuleChainId, name: target?.name ?? link.targetRuleChainId }
    : null;
  return (
    <Section data-testid="link-details">
      <Autocomplete<Option>
        label={t('rulechain.target-chain')}
        value={value}
        onChange={(o) => onChange({ targetRuleChainId: o?.id ?? null })}
        search={async (text, signal) =>
          (await searchChains(ruleChainType, text, signal)).flatMap((c) =>
            c.id && c.id.id !== currentChainId ? [{ id: c.id.id, name: c.name }] : [],
          )
        }
        getLabel={(o) => o.name}
        getKey={(o) => o.id}
        noMatchText={(text) => t('rulechain.no-rulechains-matching', { entity: text })}
        required
        requiredText={t('rulechain.target-chain-required')}
        testId="link-target"
      />
      {target?.stub ? (
        <Placeholder role="note" data-testid="link-target-stub">
          {t('rulechain.target-chain-failed', { id: target.id })}
        </Placeholder>
      ) : null}
      {link.targetRuleChainId && onOpenChain ? (
        <Button $variant="outlined" onClick={() => onOpenChain(link.targetRuleChainId!)} data-testid="link-open">
          {t('rulechain.open-rulechain')}
        </Button>
      ) : null}
    </Section>
  );
}
