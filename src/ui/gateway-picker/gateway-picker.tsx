/**
 * Gateway picker with inline creation: the first gateway, or the one named like the device, is
 * preselected; a typed name that matches nothing can be created after confirmation (the caller's `confirm`, e.g.
 * the shell's confirm dialog); a creation failing because the name exists calls `onNameExists`; the name is
 * required (gateway.gateway-name-required).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';

export interface GatewayInfo {
  id: { id: string } | null;
  name: string;
}

export interface GatewayPickerProps {
  value: GatewayInfo | null;
  onChange(value: GatewayInfo | null): void;
  /** Existing gateways (a failed load should pass []). */
  gateways: readonly GatewayInfo[];
  /** Name of the device being configured, for preselection. */
  deviceName?: string;
  /** Ask the user before creating; resolves true to proceed. */
  confirm(name: string): Promise<boolean>;
  /** Create a gateway; reject with `{ nameExists: true }` when the name is taken. */
  createGateway(name: string): Promise<GatewayInfo>;
  onNameExists?(name: string): void;
  disabled?: boolean;
  testId?: string;
}

/** Preselection: the gateway named like the device, else the first one. */
export function preselectGateway(gateways: readonly GatewayInfo[], deviceName?: string): GatewayInfo | null {
  return gateways.find((g) => deviceName && g.name === deviceName) ?? gateways[0] ?? null;
}

export function GatewayPicker({
  value,
  onChange,
  gateways,
  deviceName,
  confirm,
  createGateway,
  onNameExists,
  disabled,
  testId,
}: GatewayPickerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const preselected = useRef(false);
  useEffect(() => {
    // Preselect once, when the list first arrives; a later clear by the user stays cleared.
    if (preselected.current || !gateways.length) return;
    preselected.current = true;
    if (!value) onChange(preselectGateway(gateways, deviceName));
  }, [gateways, deviceName]);

  const pick = async (g: GatewayInfo | null) => {
    if (!g || g.id) return onChange(g);
    if (!(await confirm(g.name))) return undefined;
    setBusy(true);
    try {
      onChange(await createGateway(g.name));
    } catch (e) {
      if ((e as { nameExists?: boolean } | null)?.nameExists) onNameExists?.(g.name);
    } finally {
      setBusy(false);
    }
    return undefined;
  };
  return (
    <Autocomplete<GatewayInfo>
      label={t('gateway.gateway-name')}
      value={value}
      onChange={(g) => void pick(g)}
      search={async (text) => gateways.filter((g) => g.name.toLowerCase().includes(text.trim().toLowerCase()))}
      getLabel={(g) => g.name}
      getKey={(g) => g.id?.id ?? `new:${g.name}`}
      freeText={(name) => gateways.find((g) => g.name === name) ?? { id: null, name }}
      freeTextLabel={(name) => t('gateway.create-new-gateway', { name })}
      debounceMs={0}
      required
      requiredText={t('gateway.gateway-name-required')}
      disabled={disabled || busy}
      testId={testId}
    />
  );
}
