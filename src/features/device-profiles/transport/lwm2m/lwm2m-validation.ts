/** Error keys of an LwM2M configuration (empty when it can be saved). */
import {
  attributeValueError,
  HEX_PATTERN,
  portError,
  type Lwm2mAttributeName,
  type Lwm2mTransportConfiguration,
  type ServerSecurityConfig,
} from '../../model/lwm2m';
import { powerErrors } from '../coap-transport';

const isInt = (n: unknown, min = 0) => typeof n === 'number' && Number.isInteger(n) && n >= min;

/** Error keys of one server's security config. */
export function securityErrors(c: ServerSecurityConfig): string[] {
  const errors: string[] = [];
  if (!c.host?.trim()) errors.push('device-profile.lwm2m.host-required');
  const port = portError(c.port);
  if (port) errors.push(port);
  if (!isInt(c.serverId)) errors.push('device-profile.lwm2m.server-id-invalid');
  if (!isInt(c.clientHoldOffTime)) errors.push('device-profile.lwm2m.hold-off-time-invalid');
  if (!isInt(c.bootstrapServerAccountTimeout)) errors.push('device-profile.lwm2m.account-timeout-invalid');
  if (c.securityMode === 'RPK' || c.securityMode === 'X509') {
    if (!c.serverPublicKey?.trim()) errors.push('device-profile.lwm2m.server-public-key-required');
    else if (!HEX_PATTERN.test(c.serverPublicKey.trim())) errors.push('device-profile.lwm2m.server-public-key-hex');
  }
  return errors;
}

export function lwm2mErrors(c: Lwm2mTransportConfiguration): string[] {
  const errors: string[] = [];
  const attr = c.observeAttr;
  if (Object.values(attr.keyName).some((k) => !k.trim())) errors.push('device-profile.lwm2m.key-name-required');
  for (const values of Object.values(attr.attributeLwm2m)) {
    for (const [name, value] of Object.entries(values)) {
      if (attributeValueError(name as Lwm2mAttributeName, String(value ?? '')))
        errors.push('device-profile.lwm2m.attributes-invalid');
    }
  }
  const s = c.bootstrap.servers;
  if (!isInt(s.shortId)) errors.push('device-profile.lwm2m.short-id-invalid');
  if (!isInt(s.lifetime)) errors.push('device-profile.lwm2m.lifetime-invalid');
  if (!isInt(s.defaultMinPeriod)) errors.push('device-profile.lwm2m.min-period-invalid');
  errors.push(...securityErrors(c.bootstrap.lwm2mServer), ...securityErrors(c.bootstrap.bootstrapServer));
  const cs = c.clientLwM2mSettings;
  if (cs.fwUpdateStrategy === 2 && !cs.fwUpdateResource?.trim())
    errors.push('device-profile.lwm2m.fw-update-resource-required');
  if (cs.swUpdateStrategy === 2 && !cs.swUpdateResource?.trim())
    errors.push('device-profile.lwm2m.sw-update-resource-required');
  errors.push(...powerErrors(cs));
  return [...new Set(errors)];
}
