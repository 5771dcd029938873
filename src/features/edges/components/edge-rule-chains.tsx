/**
 * An edge's rule chains (`/edgeInstances/:edgeId/ruleChains`): name and root flag; make root,
 * unassign (not the root), and assign more of the tenant's edge rule chains. After an assignment, as ThingsBoard
 * 3.3.1, the edge is checked for rule chains its chains forward messages to but it lacks, and those are listed in
 * an alert.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  assignRuleChainToEdge,
  findMissingToRelatedRuleChains,
  getEdgeRuleChains,
  getEdgeRuleChainTemplates,
  setEdgeRootRuleChain,
  unassignRuleChainFromEdge,
  type EdgeRuleChain,
} from '../../../api/edges';
import { useDialogs, type DialogService } from '../../../ui/dialog/dialog-service';
import { AddEntitiesDialog } from '../../../ui/entity-details/assign-dialogs';
import { checkColumn, createdTimeColumn, textColumn } from '../../../ui/entity-details/columns';
import type { CellAction, EntityTableConfig } from '../../../ui/entity-table/entity-table-types';
import { FlagIcon, UnassignIcon } from '../../../ui/icons/entity-icons';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ThingsBoard's list of missing chains: one line per chain, `- 'Chain': 'Missing 1', 'Missing 2'`. */
export function missingChainsHtml(missing: Record<string, readonly string[]>): string {
  return Object.entries(missing)
    .map(([chain, targets]) => `- '${escapeHtml(chain)}': '${targets.map(escapeHtml).join("', '")}'`)
    .join('<br>');
}

const named = (list: readonly EdgeRuleChain[]) =>
  list.map((r) => ({ id: { entityType: 'RULE_CHAIN', id: r.id.id }, name: r.name }));

/** The tenant's edge rule chains offered for assignment. */
const search = async (_type: string, text: string, pageSize: number, signal: AbortSignal) =>
  named(
    (
      await getEdgeRuleChainTemplates(
        { pageSize, page: 0, textSearch: text.trim() || null, sortOrder: { property: 'name', direction: 'ASC' } },
        { signal, ignoreLoading: true },
      )
    ).data,
  );
const loadMany = async (_type: string, ids: readonly string[], signal: AbortSignal) =>
  named(
    (await getEdgeRuleChainTemplates({ pageSize: 1024, page: 0 }, { signal, ignoreLoading: true })).data.filter((r) =>
      ids.includes(r.id.id),
    ),
  );

// As ThingsBoard: once chains were assigned, name the chains they forward to that the edge lacks.
async function checkMissingChains(edgeId: string, t: TFunction, dialogs: DialogService): Promise<void> {
  const missing = await findMissingToRelatedRuleChains(edgeId).catch(() => ({}));
  if (!Object.keys(missing).length) return;
  await dialogs.alert({
    title: t('edge.missing-related-rule-chains-title'),
    message: t('edge.missing-related-rule-chains-text', {
      missingRuleChains: missingChainsHtml(missing),
      interpolation: { escapeValue: false },
    }),
    okLabel: t('action.close'),
    testId: 'edge-missing-rule-chains',
  });
}

/** Make root and unassign, both for chains other than the root. */
function ruleChainRowActions(edgeId: string, t: TFunction, dialogs: DialogService): CellAction<EdgeRuleChain>[] {
  return [
    {
      id: 'set-root',
      label: t('edge.set-root-rule-chain'),
      icon: FlagIcon,
      isEnabled: (r) => r.root !== true,
      onAction: async (r, api) => {
        if (
          !(await dialogs.confirm({
            title: t('edge.set-root-title', { name: r.name }),
            message: t('edge.set-root-text'),
            okLabel: t('action.yes'),
            cancelLabel: t('action.no'),
          }))
        )
          return;
        await setEdgeRootRuleChain(edgeId, r.id.id);
        api.reload();
      },
    },
    {
      id: 'unassign',
      label: t('entity-action.unassign-from-edge'),
      icon: UnassignIcon,
      isEnabled: (r) => r.root !== true,
      onAction: async (r, api) => {
        if (
          !(await dialogs.confirm({
            title: t('edge.unassign-rule-chain-title', { name: r.name }),
            message: t('edge.unassign-rule-chain-text'),
            okLabel: t('action.yes'),
            cancelLabel: t('action.no'),
          }))
        )
          return;
        await unassignRuleChainFromEdge(edgeId, r.id.id);
        api.reload();
      },
    },
  ];
}

export function useEdgeRuleChainsConfig(edgeId: string, title: string): EntityTableConfig<EdgeRuleChain> {
  const { t, i18n } = useTranslation();
  const dialogs = useDialogs();
  return useMemo(() => {
    const checkMissing = () => checkMissingChains(edgeId, t, dialogs);
    return {
      id: 'edge-rule-chains',
      title,
      queryKey: ['edge-rule-chains', edgeId],
      getId: (r) => r.id.id,
      getName: (r) => r.name,
      columns: [
        createdTimeColumn(t('table.created-time'), i18n.language, { hideOnSmall: true }),
        textColumn('name', t('edge.rule-chain-name'), (r) => r.name),
        checkColumn('root', t('edge.root'), (r) => r.root === true, t('edge.root')),
      ],
      fetchPage: (link, _f, signal) => getEdgeRuleChains(edgeId, link, { signal }),
      selectable: false,
      cellActions: ruleChainRowActions(edgeId, t, dialogs),
      addActions: [
        {
          id: 'assign-rule-chains',
          label: t('edge.assign-rule-chains'),
          onAction: (api) => {
            let assigned = false;
            return dialogs.open<void>((close) => (
              <AddEntitiesDialog
                entityType="RULE_CHAIN"
                title={t('edge.assign-rule-chains')}
                text={t('edge.assign-rule-chains-text')}
                search={search}
                loadMany={loadMany}
                onAssign={async (ids) => {
                  for (const id of ids) await assignRuleChainToEdge(edgeId, id);
                  assigned = true;
                }}
                onClose={() => {
                  close();
                  if (assigned) void checkMissing().finally(api.reload);
                }}
              />
            ));
          },
        },
      ],
      texts: { noEntities: t('edge.no-rule-chains'), selected: () => '' },
    };
  }, [edgeId, title, t, i18n.language, dialogs]);
}
