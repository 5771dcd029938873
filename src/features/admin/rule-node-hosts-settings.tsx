/**
 * Rule node hosts (SYS_ADMIN, a card of the security settings page): the hosts that outbound rule nodes (REST API call, MQTT,
 * Kafka, RabbitMQ, AWS, GCP, Azure, SMS providers) may connect to — a list for every tenant and extra lists per
 * tenant. Stored as the admin settings key `ruleNodeHosts`: `{allowedHosts: [...], tenantHosts: {<tenantId>: [...]}}`.
 * With no entry a node reaches no host, so a tenant's chain cannot call into the server's own network.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { getAdminSettings, saveAdminSettings } from '../../api/admin';
import { getTenantInfo, getTenantInfos } from '../../api/tenants';
import { Button } from '../../ui/button/button';
import { ChipList } from '../../ui/chip-list/chip-list';
import { EntityAutocomplete } from '../../ui/entity/entity-autocomplete';
import { entityRequiredKey } from '../../ui/entity/entity-types';
import { v } from '../../ui/theme/tokens';
import { ErrorNote, Note, SettingsPage, SubTitle, SettingsActions } from './settings-layout';
import { badHosts, HOSTS_KEY, newTenantRow, toHostsSettings, toHostsValue, type HostsForm } from './rule-node-hosts';
import { useSettingsForm } from './use-settings-form';

const TenantRow = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 260px) 1fr auto;
  gap: 0 12px;
  align-items: start;
  padding-block-start: 8px;
  border-block-start: 1px solid ${v('color-divider')};
`;

const Section = styled(SubTitle)`
  margin-block-start: 20px;
`;

function HostChips(props: {
  label: string;
  hosts: string[];
  disabled: boolean;
  onChange(hosts: string[]): void;
  testId: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const bad = badHosts(props.hosts);
  return (
    <ChipList<string>
      label={props.label}
      items={props.hosts}
      onChange={props.onChange}
      getKey={(h) => h}
      getLabel={(h) => h}
      fromText={(text) => text.trim().toLowerCase() || null}
      placeholder={t('admin.rule-node-hosts-placeholder')}
      error={bad.length ? t('admin.rule-node-hosts-invalid', { hosts: bad.join(', ') }) : null}
      disabled={props.disabled}
      hint={props.hint}
      testId={props.testId}
    />
  );
}

export function RuleNodeHostsSettings() {
  const { t } = useTranslation();
  const form = useSettingsForm<HostsForm>(
    ['admin', 'settings', HOSTS_KEY],
    async (signal) => toHostsForm(await getAdminSettings(HOSTS_KEY, { signal, ignoreErrors: true }).catch(() => null)),
    async (value) =>
      toHostsForm(
        await saveAdminSettings({ key: HOSTS_KEY, jsonValue: toHostsSettings(value) }, { ignoreErrors: true }),
      ),
  );
  const f = form.value;
  const invalid =
    !!f && (badHosts(f.allowedHosts).length > 0 || f.tenants.some((r) => !r.tenantId || badHosts(r.hosts).length > 0));
  const setRow = (i: number, row: HostsForm['tenants'][number]) =>
    f && form.set({ ...f, tenants: f.tenants.map((r, j) => (j === i ? row : r)) });
  return (
    <SettingsPage
      title={t('admin.rule-node-hosts')}
      hint={t('admin.rule-node-hosts-hint')}
      testId="rule-node-hosts-settings"
      onSubmit={() => void form.save(!invalid)}
    >
      {f ? (
        <>
          <HostChips
            label={t('admin.rule-node-hosts-all-tenants')}
            hosts={f.allowedHosts}
            disabled={form.busy}
            testId="rule-node-hosts-global"
            hint={t('admin.rule-node-hosts-format')}
            onChange={(allowedHosts) => form.set({ ...f, allowedHosts })}
          />
          <Section>{t('admin.rule-node-hosts-per-tenant')}</Section>
          {f.tenants.length === 0 ? <Note>{t('admin.rule-node-hosts-no-tenants')}</Note> : null}
          {f.tenants.map((row, i) => (
            <TenantRow key={row.key} data-testid="rule-node-hosts-tenant">
              <div>
                <EntityAutocomplete
                  entityType="TENANT"
                  label={t('admin.rule-node-hosts-tenant')}
                  value={row.tenantId}
                  required
                  disabled={form.busy}
                  excludeIds={f.tenants.filter((r) => r !== row && r.tenantId).map((r) => r.tenantId as string)}
                  onChange={(tenantId) => setRow(i, { ...row, tenantId })}
                  search={async (_type, text, pageSize, signal) =>
                    (await getTenantInfos({ page: 0, pageSize, textSearch: text }, { signal })).data.map((x) => ({
                      id: x.id,
                      name: x.title,
                    }))
                  }
                  load={async (_type, id, signal) => {
                    const x = await getTenantInfo(id, { signal, ignoreErrors: true });
                    return { id: x.id, name: x.title };
                  }}
                />
                {form.tried && !row.tenantId ? (
                  <ErrorNote role="alert">{t(entityRequiredKey('TENANT'))}</ErrorNote>
                ) : null}
              </div>
              <HostChips
                label={t('admin.rule-node-hosts-tenant-hosts')}
                hosts={row.hosts}
                disabled={form.busy}
                testId="rule-node-hosts-tenant-hosts"
                onChange={(hosts) => setRow(i, { ...row, hosts })}
              />
              <Button
                $variant="text"
                disabled={form.busy}
                onClick={() => form.set({ ...f, tenants: f.tenants.filter((r) => r !== row) })}
                data-testid="rule-node-hosts-remove"
              >
                {t('admin.rule-node-hosts-remove-tenant')}
              </Button>
            </TenantRow>
          ))}
          <Button
            $variant="text"
            disabled={form.busy}
            onClick={() => form.set({ ...f, tenants: [...f.tenants, newTenantRow()] })}
            data-testid="rule-node-hosts-add-tenant"
          >
            {t('admin.rule-node-hosts-add-tenant')}
          </Button>
        </>
      ) : (
        <Note>{form.loadError ?? t('common.loading')}</Note>
      )}
      <SettingsActions form={form} saveTestId="rule-node-hosts-save" />
    </SettingsPage>
  );
}

const toHostsForm = (s: { jsonValue: Record<string, unknown> } | null): HostsForm => toHostsValue(s?.jsonValue ?? {});
