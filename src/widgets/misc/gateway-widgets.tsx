/**
 * ThingsBoard IoT Gateway widgets (gateway_widgets): "Gateway events" (the gateway's telemetry keys containing one
 * of `eventsReg`, with their latest values, refreshed every 5 s), the single-device configuration form
 * (config_form_latest: ThingsBoard connection, security, storage, remote logging, connectors; saved as the shared
 * attribute `configuration`; `readOnly`) and the static gateway configuration widget (pick a gateway of type
 * `gatewayType`, edit, save, download as `archiveFileName`.json).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { strSetting } from '../common/format';
import { useWidgetFormat } from '../common/use-format';
import { NoData } from '../common/widget-ui';
import { Field, Form, Result, useSaveResult } from '../inputs/input-ui';
import type { WidgetEntity, WidgetProps, WidgetServices } from '../widget-contract';

export function GatewayEventsWidget({ data, settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const fmt = useWidgetFormat();
  const entity = data[0]?.entity ?? null;
  const [events, setEvents] = useState<[string, { ts: number; value: unknown }][]>([]);
  const filters = Array.isArray(settings.eventsReg) ? (settings.eventsReg as string[]) : [];
  useEffect(() => {
    if (!entity) return;
    let live = true;
    const load = () =>
      services.readLatestTelemetry(entity).then(
        (all) =>
          live &&
          setEvents(
            Object.entries(all).filter(
              ([k]) => !filters.length || filters.some((f) => k.toLowerCase().includes(String(f).toLowerCase())),
            ),
          ),
        () => undefined,
      );
    void load();
    const id = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [entity?.id, services, filters.join('|')]);
  if (!entity) return <NoData />;
  return (
    <Form data-testid="gateway-events" onSubmit={(e) => e.preventDefault()}>
      <h3>{strSetting(settings.eventsTitle) || t('widget.gateway-events')}</h3>
      {events.length === 0 ? <NoData /> : null}
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <tbody>
          {events.map(([k, v]) => (
            <tr key={k} style={{ borderBottom: '1px solid var(--iot-color-divider)' }}>
              <td style={{ padding: 4 }}>{k}</td>
              <td style={{ padding: 4, textAlign: 'end', fontWeight: 500 }}>{String(v.value)}</td>
              <td style={{ padding: 4, textAlign: 'end', opacity: 0.7 }}>{fmt.dateTime(v.ts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Form>
  );
}

interface GatewayConfig {
  thingsboard: {
    host: string;
    port: number;
    remoteConfiguration: boolean;
    security: { type: 'accessToken' | 'tls'; accessToken?: string; caCert?: string };
  };
  storage: {
    type: 'memory' | 'file';
    read_records_count: number;
    max_records_count: number;
    data_folder_path?: string;
  };
  logLevel: string;
  connectors: { type: string; name: string; configuration: string }[];
}

const CONNECTOR_TYPES = [
  'mqtt',
  'modbus',
  'opcua',
  'ble',
  'request',
  'can',
  'bacnet',
  'odbc',
  'rest',
  'snmp',
  'ftp',
  'socket',
  'xmpp',
];
const LOG_LEVELS = ['NONE', 'CRITICAL', 'ERROR', 'WARNING', 'INFO', 'DEBUG'];

export function defaultGatewayConfig(): GatewayConfig {
  return {
    thingsboard: {
      host: 'localhost',
      port: 1883,
      remoteConfiguration: true,
      security: { type: 'accessToken', accessToken: '' },
    },
    storage: { type: 'memory', read_records_count: 100, max_records_count: 100000 },
    logLevel: 'INFO',
    connectors: [],
  };
}

function parseConfig(raw: unknown): GatewayConfig {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v.trim().startsWith('{') ? v : atob(v));
    } catch {
      v = null;
    }
  }
  const d = defaultGatewayConfig();
  if (!v || typeof v !== 'object') return d;
  const c = v as Partial<GatewayConfig>;
  return {
    ...d,
    ...c,
    thingsboard: {
      ...d.thingsboard,
      ...c.thingsboard,
      security: { ...d.thingsboard.security, ...c.thingsboard?.security },
    },
    storage: { ...d.storage, ...c.storage },
    connectors: c.connectors ?? [],
  };
}

type SetConfig = (patch: Partial<GatewayConfig>) => void;

/** The gateway's `configuration` shared attribute, parsed; the defaults when it cannot be read. */
function useGatewayConfig(entity: WidgetEntity, services: WidgetServices) {
  const [cfg, setCfg] = useState<GatewayConfig | null>(null);
  useEffect(() => {
    let live = true;
    services.readAttributes(entity, 'SHARED_SCOPE', ['configuration']).then(
      (a) => live && setCfg(parseConfig(a.configuration)),
      () => live && setCfg(defaultGatewayConfig()),
    );
    return () => {
      live = false;
    };
  }, [entity.id, services]);
  return [cfg, setCfg] as const;
}

/** The ThingsBoard connection (host, port, security), log level, storage and remote configuration switch. */
function ConnectionFields({ cfg, set }: { cfg: GatewayConfig; set: SetConfig }) {
  const { t } = useTranslation();
  const tb = cfg.thingsboard;
  return (
    <div className="fields">
      <Field label={t('widget.gateway-host')}>
        <input value={tb.host} onChange={(e) => set({ thingsboard: { ...tb, host: e.target.value } })} />
      </Field>
      <Field label={t('widget.gateway-port')}>
        <input
          type="number"
          value={tb.port}
          onChange={(e) => set({ thingsboard: { ...tb, port: Number(e.target.value) } })}
        />
      </Field>
      <Field label={t('widget.gateway-security')}>
        <select
          value={tb.security.type}
          onChange={(e) =>
            set({
              thingsboard: { ...tb, security: { ...tb.security, type: e.target.value as 'accessToken' | 'tls' } },
            })
          }
        >
          <option value="accessToken">{t('widget.gateway-access-token')}</option>
          <option value="tls">TLS</option>
        </select>
      </Field>
      <Field label={t('widget.gateway-log-level')}>
        <select value={cfg.logLevel} onChange={(e) => set({ logLevel: e.target.value })}>
          {LOG_LEVELS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </Field>
      <Field label={t('widget.gateway-storage')}>
        <select
          value={cfg.storage.type}
          onChange={(e) => set({ storage: { ...cfg.storage, type: e.target.value as 'memory' | 'file' } })}
        >
          <option value="memory">{t('widget.gateway-storage-memory')}</option>
          <option value="file">{t('widget.gateway-storage-file')}</option>
        </select>
      </Field>
      <label className="switch">
        <input
          type="checkbox"
          checked={tb.remoteConfiguration}
          onChange={(e) => set({ thingsboard: { ...tb, remoteConfiguration: e.target.checked } })}
        />
        <span>{t('widget.gateway-remote-configuration')}</span>
      </label>
    </div>
  );
}

/** Connector `i`: its type, its name and a remove button. */
function ConnectorFields({ cfg, i, set }: { cfg: GatewayConfig; i: number; set: SetConfig }) {
  const { t } = useTranslation();
  const c = cfg.connectors[i]!;
  return (
    <div className="fields">
      <Field label={t('widget.gateway-connector-type')}>
        <select
          value={c.type}
          onChange={(e) =>
            set({ connectors: cfg.connectors.map((x, j) => (j === i ? { ...x, type: e.target.value } : x)) })
          }
        >
          {CONNECTOR_TYPES.map((ct) => (
            <option key={ct}>{ct}</option>
          ))}
        </select>
      </Field>
      <Field label={t('widget.gateway-connector-name')}>
        <input
          value={c.name}
          onChange={(e) =>
            set({ connectors: cfg.connectors.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })
          }
        />
      </Field>
      <Button
        $variant="text"
        type="button"
        onClick={() => set({ connectors: cfg.connectors.filter((_, j) => j !== i) })}
      >
        {t('action.remove-item', { item: c.name || c.type })}
      </Button>
    </div>
  );
}

function ConfigForm({
  entity,
  services,
  readOnly,
  title,
  onDownload,
}: {
  entity: WidgetEntity;
  services: WidgetServices;
  readOnly: boolean;
  title: string;
  onDownload?: (c: GatewayConfig) => void;
}) {
  const { t } = useTranslation();
  const [cfg, setCfg] = useGatewayConfig(entity, services);
  const { result, run } = useSaveResult(true);
  if (!cfg) return null;
  const set = (patch: Partial<GatewayConfig>) => setCfg({ ...cfg, ...patch });
  return (
    <Form
      data-testid="gateway-config"
      onSubmit={(e) => (
        e.preventDefault(),
        void run(() => services.saveAttributes(entity, 'SHARED_SCOPE', { configuration: cfg }))
      )}
    >
      <h3>{title}</h3>
      <fieldset
        disabled={readOnly}
        style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        <ConnectionFields cfg={cfg} set={set} />
        {cfg.connectors.map((_, i) => (
          <ConnectorFields key={i} cfg={cfg} i={i} set={set} />
        ))}
      </fieldset>
      <div className="buttons">
        {!readOnly ? (
          <Button
            $variant="text"
            type="button"
            onClick={() =>
              set({
                connectors: [
                  ...cfg.connectors,
                  { type: 'mqtt', name: `Connector ${cfg.connectors.length + 1}`, configuration: '' },
                ],
              })
            }
          >
            {t('widget.gateway-add-connector')}
          </Button>
        ) : null}
        {onDownload ? (
          <Button $variant="text" type="button" onClick={() => onDownload(cfg)}>
            {t('widget.gateway-download')}
          </Button>
        ) : null}
        {!readOnly ? <Button type="submit">{t('action.save')}</Button> : null}
      </div>
      <Result result={result} />
    </Form>
  );
}

export function GatewayConfigFormWidget({ data, settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const entity = data[0]?.entity;
  if (!entity) return <NoData />;
  return (
    <ConfigForm
      entity={entity}
      services={services}
      readOnly={settings.readOnly === true}
      title={strSetting(settings.gatewayTitle) || t('widget.gateway-configuration')}
    />
  );
}

export function GatewayConfigurationWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const [gateways, setGateways] = useState<WidgetEntity[]>([]);
  const [picked, setPicked] = useState<WidgetEntity | null>(null);
  const type = strSetting(settings.gatewayType, 'gateway');
  useEffect(() => {
    void services.searchEntities('DEVICE', '', type).then(setGateways, () => setGateways([]));
  }, [services, type]);
  const download = (cfg: GatewayConfig) => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([JSON.stringify(cfg, null, 2)], { type: 'application/json' }));
    a.download = `${strSetting(settings.archiveFileName, 'gatewayConfiguration')}.json`;
    a.click();
  };
  return (
    <Form data-testid="gateway-configuration" onSubmit={(e) => e.preventDefault()}>
      <h3>{strSetting(settings.widgetTitle) || t('widget.gateway-configuration')}</h3>
      <Field label={t('widget.gateway')}>
        <select
          value={picked?.id ?? ''}
          onChange={(e) => setPicked(gateways.find((g) => g.id === e.target.value) ?? null)}
          data-testid="gateway-pick"
        >
          <option value="" disabled>
            {t('widget.select-gateway')}
          </option>
          {gateways.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </Field>
      {picked ? (
        <ConfigForm
          key={picked.id}
          entity={picked}
          services={services}
          readOnly={false}
          title={picked.name}
          onDownload={download}
        />
      ) : null}
    </Form>
  );
}
