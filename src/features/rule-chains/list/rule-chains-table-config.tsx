/**
 * The rule chains table, as ThingsBoard 3.3.1's: created time, name and the root mark (edge templates: the edge
 * template root and whether new edges get the chain); open in the editor, export and make root per row (edge
 * templates also assign to every new edge or stop doing so); add and import; delete one or many, never the root
 * chain, which cannot be selected either. A row opens the chain's details.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { saveRuleChain } from '../../../api/rule-chains';
import { checkColumn, createdTimeColumn, textColumn } from '../../../ui/entity-details/columns';
import type { CellAction, EntityColumn, EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { AddIcon, UploadIcon } from '../../../ui/icons/control-icons';
import { FileDownloadIcon, FlagIcon } from '../../../ui/icons/entity-icons';
import { makeIcon } from '../../../ui/icons/icons';
import { RuleChainIcon } from '../../../ui/icons/nav-icons';
import { ruleChainKeys } from '../api/rule-chain-queries';
import { useRuleChainCommands, type RuleChainCommands } from './rule-chain-commands';
import { useRuleChainDetails } from './rule-chain-details';
import {
  fetchRuleChainRows,
  idOf,
  loadRuleChainRow,
  toRuleChain,
  type ChainType,
  type RuleChainRow,
} from './rule-chain-rows';

const AutoAssignIcon = makeIcon(
  'bookmark_border',
  'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2zm0 15-5-2.2L7 18V5h10v13z',
);
const AutoUnassignIcon = makeIcon('bookmark', 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2z');

// A failed call was shown by the HTTP layer's error toast; the table must not be left a rejected promise.
const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

function ruleChainColumns(t: TFunction, locale: string, edge: boolean): EntityColumn<RuleChainRow>[] {
  const rootLabel = t(edge ? 'rulechain.edge-root' : 'rulechain.is-root');
  return [
    createdTimeColumn(t('table.created-time'), locale, { hideOnSmall: true }),
    textColumn('name', t('rulechain.name'), (c) => c.name),
    checkColumn('root', t(edge ? 'rulechain.edge-root' : 'rulechain.root'), (c) => !!c.root, rootLabel),
    ...(edge
      ? [
          checkColumn<RuleChainRow>(
            'autoAssign',
            t('rulechain.auto-assigned'),
            (c) => !!c.autoAssign,
            t('rulechain.auto-assigned'),
          ),
        ]
      : []),
  ];
}

/** Assign to every new edge, or stop: edge templates other than the edge template root. */
function autoAssignActions(t: TFunction, commands: RuleChainCommands): CellAction<RuleChainRow>[] {
  return [
    {
      id: 'auto-assign',
      label: t('rulechain.auto-assign'),
      icon: AutoAssignIcon,
      isEnabled: (c) => !c.root && !c.autoAssign,
      onAction: (c) => quietly(commands.autoAssign(c, true)),
      testId: 'rule-chain-auto-assign',
    },
    {
      id: 'auto-unassign',
      label: t('rulechain.auto-unassign'),
      icon: AutoUnassignIcon,
      isEnabled: (c) => !c.root && !!c.autoAssign,
      onAction: (c) => quietly(commands.autoAssign(c, false)),
      testId: 'rule-chain-auto-unassign',
    },
  ];
}

/** The row's actions (the details drawer shows them too); delete is the table's own. */
function ruleChainCellActions(t: TFunction, edge: boolean, commands: RuleChainCommands): CellAction<RuleChainRow>[] {
  return [
    {
      id: 'open',
      label: t('rulechain.open'),
      icon: RuleChainIcon,
      onAction: (c) => commands.open(c),
      testId: 'rule-chain-open',
    },
    {
      id: 'export',
      label: t('rulechain.export-chain'),
      icon: FileDownloadIcon,
      onAction: (c) => quietly(commands.exportFile(c)),
      testId: 'rule-chain-export',
    },
    {
      id: 'make-root',
      label: t(edge ? 'rulechain.set-edge-root' : 'rulechain.set-root'),
      icon: FlagIcon,
      isEnabled: (c) => !c.root,
      onAction: (c) => quietly(commands.makeRoot(c)),
      testId: 'rule-chain-make-root',
    },
    ...(edge ? autoAssignActions(t, commands) : []),
  ];
}

/** What a row is, for host styling and tests: its name, the root mark and (edge templates) auto-assignment. */
const rowAttributes = (edge: boolean) => (c: RuleChainRow) => ({
  'data-testid': 'rule-chain-row',
  'data-name': c.name,
  'data-root': String(!!c.root),
  'data-auto-assign': edge ? String(!!c.autoAssign) : undefined,
});

/** The configuration of the core chains list or of the edge rule chain templates. */
export function useRuleChainsTableConfig(type: ChainType): EntityTableConfig<RuleChainRow> {
  const { t, i18n } = useTranslation();
  const edge = type === 'EDGE';
  const commands = useRuleChainCommands(type);
  const details = useRuleChainDetails();
  return useMemo<EntityTableConfig<RuleChainRow>>(
    () => ({
      id: edge ? 'edgeRuleChains' : 'ruleChains',
      title: t(edge ? 'edge.rulechain-templates' : 'rulechain.rulechains'),
      queryKey: [...ruleChainKeys.all, 'list', type],
      getId: idOf,
      getName: (c) => c.name,
      columns: ruleChainColumns(t, i18n.language, edge),
      fetchPage: (link, _filters, signal) => fetchRuleChainRows(type, link, signal),
      addActions: [
        { id: 'create', label: t('rulechain.add'), icon: AddIcon, onAction: () => quietly(commands.add()) },
        {
          id: 'import',
          label: t('rulechain.import-chain'),
          icon: UploadIcon,
          onAction: () => quietly(commands.importFile()),
        },
      ],
      cellActions: ruleChainCellActions(t, edge, commands),
      deleteEntity: commands.remove,
      canDelete: (c) => !c.root,
      canSelect: (c) => !c.root,
      confirmDelete: commands.confirmDelete,
      rowAttributes: rowAttributes(edge),
      texts: {
        noEntities: t('rulechain.no-rulechains'),
        noMatches: (text) => t('rulechain.no-rulechains-matching-search', { text }),
        selected: (count) => t('rulechain.selected-rulechains', { count }),
      },
      details: {
        ...details,
        load: (id, signal) => loadRuleChainRow(type, id, signal),
        save: async (c) => ({ ...(await saveRuleChain(toRuleChain(c))), autoAssign: c.autoAssign }),
      },
    }),
    [t, i18n.language, edge, type, commands, details],
  );
}
