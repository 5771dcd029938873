/**
 * The right-hand panel for the one selected node or link. Edits go through the history; typing in one field of
 * one node coalesces into one undo step.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { ComponentDescriptor } from '../../../api/components';
import { IconButton } from '../../../ui/button/button';
import { CloseIcon } from '../../../ui/icons/control-icons';
import type { TargetChain } from '../api/rule-chain-queries';
import { LinkDetails } from '../details/link-details';
import { NodeDetails } from '../details/node-details';
import { CATEGORY_COLORS, categoryOf } from '../model/catalog';
import type { DocLink, DocNode } from '../model/chain-doc';
import { updateLink, updateNode } from '../model/edits';
import { Details, DetailsHead, Swatch } from './rule-chain-editor.styles';
import type { ChainEditor } from './use-chain-editor';

export interface DetailsPanelProps {
  node: DocNode | undefined;
  link: DocLink | undefined;
  index: number;
  descriptor: ComponentDescriptor | undefined;
  target: TargetChain | undefined;
  chainId: string;
  chainType: string;
  editor: ChainEditor;
  onOpenChain?(id: string): void;
}

export function DetailsPanel({
  node,
  link,
  index,
  descriptor,
  target,
  chainId,
  chainType,
  editor,
  onOpenChain,
}: DetailsPanelProps) {
  const { t } = useTranslation();
  if (!node && !link) return <Details aria-hidden="true" />;
  const title = node ? node.name || t('rulenode.unnamed') : (target?.name ?? t('rulechain.rule-chain-node'));
  const color = node ? CATEGORY_COLORS[descriptor ? categoryOf(descriptor) : 'UNKNOWN'] : CATEGORY_COLORS.RULE_CHAIN;
  return (
    <Details aria-label={t('rulenode.details')} data-no-editor-keys="" data-testid="details-panel">
      <DetailsHead>
        <Swatch $color={color} />
        <h3>{title}</h3>
        <IconButton aria-label={t('action.close')} onClick={() => editor.select(new Set())} data-testid="details-close">
          <CloseIcon size={20} />
        </IconButton>
      </DetailsHead>
      {node ? (
        <NodeDetails
          key={node.key}
          node={node}
          index={index}
          descriptor={descriptor}
          onChange={(patch, part) =>
            editor.commit(updateNode(editor.current(), node.key, patch), `${node.key}:${part}`)
          }
          onValidityChange={editor.setNodeValid}
        />
      ) : null}
      {link ? (
        <LinkDetails
          key={link.key}
          link={link}
          target={target}
          ruleChainType={chainType}
          currentChainId={chainId}
          onChange={(patch) => editor.commit(updateLink(editor.current(), link.key, patch))}
          onOpenChain={onOpenChain}
        />
      ) : null}
    </Details>
  );
}
