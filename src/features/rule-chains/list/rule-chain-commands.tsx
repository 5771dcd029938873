/**
 * What the rule chains list does to chains, wired to dialogs, toasts and navigation: add (then the editor opens),
 * import a ThingsBoard file (then the editor opens), export, make root (the tenant root or, for edge templates, the
 * root of new edges), assign to every new edge or stop doing so, and the question asked before a delete. A failed
 * call rejects; the HTTP layer's error toasts have shown it already.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import type { RuleChain } from '../../../api/rule-chains';
import { useDialogs } from '../../../ui/dialog/dialog-service';
import { saveFile } from '../../../ui/file-input/save-file';
import { useToast } from '../../../ui/toast/toast-context';
import {
  createRuleChain,
  exportRuleChain,
  importRuleChain,
  makeRoot,
  removeRuleChain,
  setAutoAssign,
} from '../api/rule-chain-list-queries';
import { ruleChainFileName } from '../model/rule-chain-file';
import { CreateChainDialog, ImportChainDialog } from './rule-chain-list-dialogs';
import { idOf, type ChainType } from './rule-chain-rows';

export interface RuleChainCommands {
  open(chain: RuleChain): void;
  add(): Promise<void>;
  importFile(): Promise<void>;
  exportFile(chain: RuleChain): Promise<void>;
  /** True when the chain became root. */
  makeRoot(chain: RuleChain): Promise<boolean>;
  autoAssign(chain: RuleChain, on: boolean): Promise<void>;
  /** The question before deleting one chain or several. */
  confirmDelete(chains: readonly RuleChain[]): Promise<boolean>;
  /** Delete one chain and say so (the server refuses the root chain and chains that device profiles use). */
  remove(chain: RuleChain): Promise<void>;
}

/** Add and import: each opens its dialog and, once the chain is stored, the editor. */
function useChainDialogs(type: ChainType, open: (id: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const dialogs = useDialogs();
  const toast = useToast();
  return useMemo(
    () => ({
      add: () =>
        dialogs.open<void>((close) => (
          <CreateChainDialog
            onDone={() => close()}
            onSubmit={async (fields) => {
              const chain = await createRuleChain(client, { ...fields, type });
              close();
              open(idOf(chain));
            }}
          />
        )),
      importFile: () =>
        dialogs.open<void>((close) => (
          <ImportChainDialog
            onDone={() => close()}
            onSubmit={async (file) => {
              const chain = await importRuleChain(client, file);
              close();
              toast.show({ message: t('rulechain.imported', { name: chain.name }), type: 'success' });
              open(idOf(chain));
            }}
          />
        )),
    }),
    [t, client, dialogs, toast, type, open],
  );
}

/** The list's commands for chains of `type`. */
export function useRuleChainCommands(type: ChainType): RuleChainCommands {
  const edge = type === 'EDGE';
  const { t } = useTranslation();
  const client = useQueryClient();
  const dialogs = useDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const open = useMemo(() => (id: string) => void navigate(`/ruleChains/${id}`), [navigate]);
  const { add, importFile } = useChainDialogs(type, open);
  return useMemo<RuleChainCommands>(
    () => ({
      open: (c) => open(idOf(c)),
      add,
      importFile,
      exportFile: async (c) => {
        const file = await exportRuleChain(idOf(c));
        saveFile(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), ruleChainFileName(c.name));
      },
      makeRoot: async (c) => {
        const ok = await dialogs.confirm({
          title: t(edge ? 'rulechain.set-edge-root-title' : 'rulechain.set-root-title', { name: c.name }),
          message: t(edge ? 'rulechain.set-edge-root-text' : 'rulechain.set-root-text'),
          okLabel: t('rulechain.set-root-ok'),
          cancelLabel: t('action.cancel'),
          testId: 'rule-chain-root-confirm',
        });
        if (!ok) return false;
        await makeRoot(client, idOf(c), type);
        toast.show({
          message: t(edge ? 'rulechain.edge-root-changed' : 'rulechain.root-changed', { name: c.name }),
          type: 'success',
        });
        return true;
      },
      autoAssign: async (c, on) => {
        await setAutoAssign(client, idOf(c), on);
        toast.show({
          message: t(on ? 'rulechain.auto-assign-on' : 'rulechain.auto-assign-off', { name: c.name }),
          type: 'success',
        });
      },
      confirmDelete: (chains) => {
        const one = chains.length === 1 ? chains[0]! : null;
        return dialogs.confirm({
          title: one
            ? t('rulechain.delete-title', { name: one.name })
            : t('rulechain.delete-many-title', { count: chains.length }),
          message: t(one ? 'rulechain.delete-text' : 'rulechain.delete-many-text'),
          okLabel: t('rulechain.delete-ok'),
          cancelLabel: t('action.cancel'),
          testId: 'rule-chain-delete-confirm',
        });
      },
      remove: async (c) => {
        await removeRuleChain(client, idOf(c));
        toast.show({ message: t('rulechain.deleted', { name: c.name }), type: 'success' });
      },
    }),
    [t, edge, type, client, dialogs, toast, open, add, importFile],
  );
}
