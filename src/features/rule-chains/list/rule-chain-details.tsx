/**
 * A rule chain's details, as ThingsBoard 3.3.1's rule chains page opens them from a row: the list's actions as
 * buttons (open, export, make root, …) plus "copy id", the form (name, debug mode, description), and the tabs
 * every entity shares — attributes, latest telemetry, alarms, rule chain debug events, relations, audit logs. The
 * list's row actions join the buttons in the drawer.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../api/zod';
import { relationEntityTypes } from '../../../api/entity-lookup';
import { entityTabSources } from '../../../api/entity-tab-sources';
import { getRuleChain, saveRuleChain, type RuleChain } from '../../../api/rule-chains';
import { useSession } from '../../../session/use-session';
import { Button } from '../../../ui/button/button';
import { standardTabs } from '../../../ui/entity-details/standard-tabs';
import type { DetailsConfig, DetailsContext, EntityFormProps } from '../../../ui/entity-table/entity-table-types';
import { FormCheckbox, FormText, FormTextArea } from '../../../ui/form/form-fields';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { CopyIcon } from '../../../ui/icons/control-icons';
import { useToast } from '../../../ui/toast/toast-context';

interface Values {
  name: string;
  debugMode: boolean;
  description: string;
}

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'rulechain.name-required')),
  debugMode: z.boolean(),
  description: z.string(),
});

const toValues = (c: RuleChain): Values => {
  const info = (c.additionalInfo ?? {}) as Record<string, unknown>;
  return {
    name: c.name ?? '',
    debugMode: c.debugMode === true,
    description: typeof info['description'] === 'string' ? info['description'] : '',
  };
};

/** Name, debug mode and description of a rule chain. */
export function RuleChainForm({ entity, editing, formId, onSubmit, onDirtyChange }: EntityFormProps<RuleChain>) {
  const { t } = useTranslation();
  const form = useEntityForm({ entity, editing, schema, toValues, onDirtyChange });
  const { control } = form;
  const off = !editing;
  const submit = form.handleSubmit((v) =>
    onSubmit({
      ...entity,
      name: v.name.trim(),
      debugMode: v.debugMode,
      additionalInfo: { ...((entity.additionalInfo ?? {}) as Record<string, unknown>), description: v.description },
    }),
  );
  return (
    <form id={formId} noValidate onSubmit={(e) => void submit(e)} data-testid="rule-chain-form">
      <FormText control={control} name="name" label={t('rulechain.name')} required disabled={off} />
      <FormCheckbox control={control} name="debugMode" label={t('rulechain.debug-mode')} disabled={off} />
      <FormTextArea control={control} name="description" label={t('rulechain.description')} disabled={off} />
    </form>
  );
}

function CopyId({ chain }: { chain: RuleChain }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = chain.id?.id ?? '';
  return (
    <Button
      $variant="outlined"
      data-detail-action="copy-id"
      onClick={() =>
        void navigator.clipboard.writeText(id).then(
          () => toast.show({ message: t('rulechain.id-copied'), type: 'success' }),
          () => undefined,
        )
      }
    >
      <CopyIcon size={18} />
      {t('rulechain.copy-id')}
    </Button>
  );
}

/** The drawer config of the rule chains list. */
export function useRuleChainDetails(): DetailsConfig<RuleChain> {
  const { t } = useTranslation();
  const session = useSession();
  const auth = session.authUser;
  const sources = useMemo(
    () =>
      entityTabSources(
        { authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId },
        { pageOrigin: globalThis.location.origin },
      ),
    [auth?.authority, auth?.tenantId, auth?.customerId],
  );
  return useMemo<DetailsConfig<RuleChain>>(
    () => ({
      load: (id, signal) => getRuleChain(id, { signal }),
      save: (chain) => saveRuleChain(chain),
      title: (c) => c.name,
      subtitle: t('rulechain.rulechain-details'),
      form: RuleChainForm,
      actions: (ctx: DetailsContext<RuleChain>) => <CopyId chain={ctx.entity} />,
      tabs: standardTabs<RuleChain>({
        ref: (c) => ({ entityType: 'RULE_CHAIN', id: c.id?.id ?? '' }),
        sources,
        alarmsLabel: t('alarm.alarms'),
        relationTypes: relationEntityTypes(auth?.authority, session.edgesSupportEnabled),
        // As ThingsBoard: a rule chain's events are its debug events.
        eventTypes: ['DEBUG_RULE_CHAIN'],
      }),
    }),
    [t, sources, auth?.authority, session.edgesSupportEnabled],
  );
}
