/**
 * LwM2M transport configuration (with ThingsBoard 3.3.1's defaults): the observe /
 * attribute / telemetry / key-name mapping over object paths `/{objectId}_{version}/{instance}/{resource}`, the
 * notification attributes, bootstrap and server security, and client settings.
 */
import { powerSettings, type PowerSettings } from '../../../ui/device-transport/power-settings';

export const LWM2M_SECURITY_MODES = ['NO_SEC', 'PSK', 'RPK', 'X509'] as const;
export type Lwm2mSecurityMode = (typeof LWM2M_SECURITY_MODES)[number];
export const LWM2M_BINDINGS = ['U', 'UQ', 'T', 'TQ', 'S', 'SQ', 'US', 'TS', 'UQS', 'TQS'] as const;
export const LWM2M_ATTRIBUTE_NAMES = ['pmin', 'pmax', 'gt', 'lt', 'st'] as const;
export type Lwm2mAttributeName = (typeof LWM2M_ATTRIBUTE_NAMES)[number];

/** ThingsBoard 3.3.1's defaults of a new LwM2M transport configuration. */
export const LWM2M_DEFAULTS = {
  shortId: 123,
  lifetime: 300,
  defaultMinPeriod: 1,
  notifIfDisabled: true,
  binding: 'UQ',
  host: 'localhost',
  port: 5685,
  bootstrapPort: 5687,
  serverId: 111,
  bootstrapServerId: 123,
  clientHoldOffTime: 1,
  bootstrapServerAccountTimeout: 0,
  securityMode: 'NO_SEC' as Lwm2mSecurityMode,
  clientOnlyObserveAfterConnect: 1,
  fwUpdateStrategy: 1,
  swUpdateStrategy: 1,
  compositeOperationsSupport: false,
} as const;
export const PORT_MIN = 0;
export const PORT_MAX = 65535;
export const INSTANCE_ID_MAX = 65535;
/** Firmware/software strategy 2 pushes a URL the device downloads from; this is its default. */
export const DEFAULT_OTA_UPDATE_RESOURCE = `coap://${LWM2M_DEFAULTS.host}:${LWM2M_DEFAULTS.port}`;

export interface ServerSecurityConfig {
  host: string;
  port: number;
  securityMode: Lwm2mSecurityMode;
  serverPublicKey: string;
  clientHoldOffTime: number;
  serverId: number;
  bootstrapServerAccountTimeout: number;
  bootstrapServerIs: boolean;
  [key: string]: unknown;
}

export interface Lwm2mServers {
  shortId: number;
  lifetime: number;
  defaultMinPeriod: number;
  notifIfDisabled: boolean;
  binding: string;
  [key: string]: unknown;
}

export type AttributeValues = Partial<Record<Lwm2mAttributeName, number>>;

export interface ObserveAttr {
  observe: string[];
  attribute: string[];
  telemetry: string[];
  keyName: Record<string, string>;
  attributeLwm2m: Record<string, AttributeValues>;
  [key: string]: unknown;
}

export interface Lwm2mClientSettings extends PowerSettings {
  clientOnlyObserveAfterConnect: number;
  fwUpdateStrategy: number;
  swUpdateStrategy: number;
  fwUpdateResource?: string;
  swUpdateResource?: string;
  compositeOperationsSupport: boolean;
  [key: string]: unknown;
}

export interface Lwm2mTransportConfiguration {
  type: 'LWM2M';
  observeAttr: ObserveAttr;
  bootstrap: {
    servers: Lwm2mServers;
    lwm2mServer: ServerSecurityConfig;
    bootstrapServer: ServerSecurityConfig;
    [key: string]: unknown;
  };
  clientLwM2mSettings: Lwm2mClientSettings;
  [key: string]: unknown;
}

/** What `/api/lwm2m/deviceProfile/bootstrap/{isBootstrap}` answers (all optional: fall back to the defaults). */
export interface BootstrapSecurityInfo {
  host?: string | null;
  port?: number | null;
  securityHost?: string | null;
  securityPort?: number | null;
  serverPublicKey?: string | null;
  serverId?: number | null;
  clientHoldOffTime?: number | null;
  bootstrapServerAccountTimeout?: number | null;
}

/** The security config of one server from the server's info (NO_SEC) or from LWM2M_DEFAULTS. */
export function serverSecurityConfig(
  bootstrap: boolean,
  info: BootstrapSecurityInfo | null = null,
): ServerSecurityConfig {
  const d = LWM2M_DEFAULTS;
  return {
    bootstrapServerIs: bootstrap,
    host: info?.host ?? d.host,
    port: info?.port ?? (bootstrap ? d.bootstrapPort : d.port),
    securityMode: 'NO_SEC',
    serverPublicKey: '',
    clientHoldOffTime: info?.clientHoldOffTime ?? d.clientHoldOffTime,
    serverId: info?.serverId ?? (bootstrap ? d.bootstrapServerId : d.serverId),
    bootstrapServerAccountTimeout: info?.bootstrapServerAccountTimeout ?? d.bootstrapServerAccountTimeout,
  };
}

/** Security mode change: NO_SEC uses the plain host/port, the others the secure ones and the server's key. */
export function withSecurityMode(
  config: ServerSecurityConfig,
  mode: Lwm2mSecurityMode,
  info: BootstrapSecurityInfo | null,
): ServerSecurityConfig {
  const secure = mode !== 'NO_SEC';
  const next = { ...config, securityMode: mode };
  if (info) {
    const host = secure ? (info.securityHost ?? info.host) : info.host;
    const port = secure ? (info.securityPort ?? info.port) : info.port;
    if (host) next.host = host;
    if (port != null) next.port = port;
  }
  next.serverPublicKey = mode === 'RPK' || mode === 'X509' ? config.serverPublicKey || info?.serverPublicKey || '' : '';
  return next;
}

/** A new LwM2M configuration: nothing observed, default bootstrap servers and client settings. */
export function defaultLwm2mConfiguration(
  lwm2mInfo: BootstrapSecurityInfo | null = null,
  bootstrapInfo: BootstrapSecurityInfo | null = null,
): Lwm2mTransportConfiguration {
  const d = LWM2M_DEFAULTS;
  return {
    type: 'LWM2M',
    observeAttr: { observe: [], attribute: [], telemetry: [], keyName: {}, attributeLwm2m: {} },
    bootstrap: {
      servers: {
        shortId: d.shortId,
        lifetime: d.lifetime,
        defaultMinPeriod: d.defaultMinPeriod,
        notifIfDisabled: d.notifIfDisabled,
        binding: d.binding,
      },
      lwm2mServer: serverSecurityConfig(false, lwm2mInfo),
      bootstrapServer: serverSecurityConfig(true, bootstrapInfo),
    },
    clientLwM2mSettings: {
      clientOnlyObserveAfterConnect: d.clientOnlyObserveAfterConnect,
      fwUpdateStrategy: d.fwUpdateStrategy,
      swUpdateStrategy: d.swUpdateStrategy,
      ...powerSettings('DRX'),
      compositeOperationsSupport: d.compositeOperationsSupport,
    },
  };
}

/** `/3_1.0/0/9` style paths. */
export const objectPath = (keyId: string) => `/${keyId}`;
export const instancePath = (keyId: string, instance: number) => `/${keyId}/${instance}`;
export const resourcePath = (keyId: string, instance: number, resource: number) => `/${keyId}/${instance}/${resource}`;

/** The object key ids (`3_1.0`) a configuration mentions, in first-seen order. */
export function configuredObjectKeyIds(attr: ObserveAttr): string[] {
  const paths = [
    ...Object.keys(attr.keyName),
    ...attr.attribute,
    ...attr.telemetry,
    ...attr.observe,
    ...Object.keys(attr.attributeLwm2m),
  ];
  return [...new Set(paths.map((p) => p.split('/')[1]).filter((k): k is string => !!k))];
}

/** Instance ids configured for an object (from every mapping), sorted. */
export function configuredInstances(attr: ObserveAttr, keyId: string): number[] {
  const prefix = `/${keyId}/`;
  const ids = Object.keys(attr.keyName)
    .concat(attr.attribute, attr.telemetry, attr.observe, Object.keys(attr.attributeLwm2m))
    .filter((p) => p.startsWith(prefix))
    .map((p) => Number(p.slice(prefix.length).split('/')[0]));
  return [...new Set(ids.filter((n) => Number.isInteger(n)))].sort((a, b) => a - b);
}

const keep = (prefix: string) => (p: string) => p !== prefix && !p.startsWith(`${prefix}/`);
const filterKeys = <T>(map: Record<string, T>, ok: (p: string) => boolean) =>
  Object.fromEntries(Object.entries(map).filter(([k]) => ok(k)));

/** Drop every mapping under a path (an object or one instance). */
export function removePath(attr: ObserveAttr, prefix: string): ObserveAttr {
  const ok = keep(prefix);
  return {
    ...attr,
    observe: attr.observe.filter(ok),
    attribute: attr.attribute.filter(ok),
    telemetry: attr.telemetry.filter(ok),
    keyName: filterKeys(attr.keyName, ok),
    attributeLwm2m: filterKeys(attr.attributeLwm2m, ok),
  };
}

/** Resources of an object model: id, name and the default key name. */
export interface ModelResource {
  id: number;
  name: string;
  keyName?: string;
}

/** Add an instance: every resource gets its key name (the key names also record which instances are selected). */
export function addInstance(
  attr: ObserveAttr,
  keyId: string,
  instance: number,
  resources: readonly ModelResource[],
): ObserveAttr {
  const keyName = { ...attr.keyName };
  for (const r of resources) {
    const path = resourcePath(keyId, instance, r.id);
    if (!(path in keyName)) keyName[path] = defaultKeyName(r);
  }
  return { ...attr, keyName };
}

/** camelCase key name of a resource ("Battery Level" → batteryLevel). */
export function defaultKeyName(r: ModelResource): string {
  if (r.keyName) return r.keyName;
  const words = r.name
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return (
    words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('') ||
    `resource${r.id}`
  );
}

export type ResourceFlag = 'attribute' | 'telemetry' | 'observe';

/** Toggle attribute / telemetry / observe of a resource path. Observe needs attribute or telemetry, and goes with them. */
export function setResourceFlag(attr: ObserveAttr, path: string, flag: ResourceFlag, on: boolean): ObserveAttr {
  const set = (list: string[], value: boolean) =>
    value ? (list.includes(path) ? list : [...list, path]) : list.filter((p) => p !== path);
  const next = { ...attr, [flag]: set(attr[flag], on) } as ObserveAttr;
  if (flag === 'observe' && on && !next.attribute.includes(path) && !next.telemetry.includes(path)) return attr;
  if (flag !== 'observe' && !next.attribute.includes(path) && !next.telemetry.includes(path))
    next.observe = set(next.observe, false);
  return next;
}

/** Validation errors of one attribute value (locale keys), or null (all required; pmin/pmax ≥ 0, digits only). */
export function attributeValueError(name: Lwm2mAttributeName, text: string): string | null {
  const value = text.trim();
  if (value === '') return 'device-profile.lwm2m.attribute-value-required';
  if (name === 'pmin' || name === 'pmax') {
    if (!/^\d+$/.test(value))
      return Number(value) < 0
        ? 'device-profile.lwm2m.attribute-value-min'
        : 'device-profile.lwm2m.attribute-value-digits';
    return null;
  }
  return Number.isFinite(Number(value)) ? null : 'device-profile.lwm2m.attribute-value-number';
}

/** Hex digits only (PSK identities and keys). */
export const HEX_PATTERN = /^[0-9A-Fa-f]+$/;

/** Error key of a port value, or null (0..65535). */
export function portError(value: number | null | undefined): string | null {
  if (value == null || Number.isNaN(value)) return 'device-profile.lwm2m.port-required';
  return Number.isInteger(value) && value >= PORT_MIN && value <= PORT_MAX ? null : 'device-profile.lwm2m.port-range';
}
