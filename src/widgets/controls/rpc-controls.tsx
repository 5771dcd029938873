/**
 * RPC control widgets (control_widgets): RPC button (one-way or two-way `methodName` with `methodParams`), update
 * device attribute (`entityParameters` to a server/shared attribute), switch and round switch, knob and LED
 * indicator. The value is read with the `getValueMethod` RPC or from an attribute / telemetry key
 * (`retrieveValueMethod`, `valueKey`), parsed by `parseValueFunction` and converted for `setValueMethod` by
 * `convertValueFunction` — both in the sandbox. Requests go to the widget's target device.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { boolSetting, numSetting, strSetting } from '../common/format';
import { callSafely, useUserFunction } from '../common/widget-ui';
import type { WidgetProps, WidgetServices } from '../widget-contract';
import { Knob } from './knob';

const Box = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  text-align: center;
  & .title {
    font-size: 13px;
    opacity: 0.8;
  }
  & .error {
    font-size: 12px;
    color: var(--iot-color-warn, #d32f2f);
  }
`;

const RpcButton = styled.button<{ $raised: boolean; $primary: boolean }>`
  font: inherit;
  font-weight: 500;
  letter-spacing: 0.04em;
  min-height: 36px;
  padding: 0 16px;
  border-radius: 4px;
  border: 0;
  cursor: pointer;
  color: ${(p) => (p.$primary ? '#fff' : 'var(--iot-color-primary, #305680)')};
  background: ${(p) => (p.$primary ? 'var(--iot-color-primary, #305680)' : p.$raised ? 'var(--iot-color-surface, #fff)' : 'transparent')};
  box-shadow: ${(p) => (p.$raised ? 'var(--iot-shadow-1)' : 'none')};
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

function jsonParam(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function rpcOptions(settings: Record<string, unknown>) {
  return { timeout: numSetting(settings.requestTimeout, 500), persistent: boolSetting(settings.requestPersistent) };
}

/** Run a request, keeping its error for display. */
function useRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await fn();
    } catch (e) {
      setError((e as Error).message ?? String(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}

export function RpcButtonWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const { busy, error, run } = useRequest();
  const style = (settings.styleButton ?? {}) as {
    isRaised?: boolean;
    isPrimary?: boolean;
    bgColor?: string;
    textColor?: string;
  };
  const click = () =>
    void run(() =>
      services.rpc({
        method: strSetting(settings.methodName, 'rpcCommand'),
        params: jsonParam(settings.methodParams),
        oneway: settings.oneWayElseTwoWay !== false,
        ...rpcOptions(settings),
      }),
    );
  return (
    <Box data-testid="rpc-button">
      {settings.title ? <div className="title">{strSetting(settings.title)}</div> : null}
      <RpcButton
        type="button"
        $raised={style.isRaised !== false}
        $primary={style.isPrimary === true}
        style={{ background: style.bgColor || undefined, color: style.textColor || undefined }}
        disabled={busy || !services.targetDevice}
        onClick={click}
        data-testid="rpc-button-send"
      >
        {strSetting(settings.buttonText) || t('widget.send-rpc')}
      </RpcButton>
      {error && settings.showError !== false ? (
        <div className="error" role="alert">
          {error}
        </div>
      ) : null}
      {!services.targetDevice ? <div className="error">{t('widget.no-target-device')}</div> : null}
    </Box>
  );
}

export function UpdateDeviceAttributeWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const { busy, error, run } = useRequest();
  const [done, setDone] = useState(false);
  const style = (settings.styleButton ?? {}) as {
    isRaised?: boolean;
    isPrimary?: boolean;
    bgColor?: string;
    textColor?: string;
  };
  const device = services.targetDevice;
  const click = () =>
    void run(async () => {
      const values = jsonParam(settings.entityParameters) as Record<string, unknown>;
      await services.saveAttributes(
        device!,
        settings.entityAttributeType === 'shared' ? 'SHARED_SCOPE' : 'SERVER_SCOPE',
        values,
      );
      setDone(true);
    });
  return (
    <Box data-testid="update-attributes">
      {settings.title ? <div className="title">{strSetting(settings.title)}</div> : null}
      <RpcButton
        type="button"
        $raised={style.isRaised !== false}
        $primary={style.isPrimary === true}
        style={{ background: style.bgColor || undefined, color: style.textColor || undefined }}
        disabled={busy || !device}
        onClick={click}
      >
        {strSetting(settings.buttonText) || t('widget.update-attribute')}
      </RpcButton>
      {error ? (
        <div className="error" role="alert">
          {error}
        </div>
      ) : done ? (
        <div className="title">{t('widget.update-successful')}</div>
      ) : null}
    </Box>
  );
}

/** The control's value: from the get-value RPC or an attribute / telemetry key, polled every 5 s. */
function useControlValue(settings: Record<string, unknown>, services: WidgetServices, initial: unknown) {
  const [value, setValue] = useState<unknown>(initial);
  const parse = useUserFunction(strSetting(settings.parseValueFunction, 'return data ? true : false;'), ['data']);
  const method = strSetting(settings.retrieveValueMethod, 'rpc');
  const device = services.targetDevice;
  useEffect(() => {
    if (!device || method === 'none') return;
    let live = true;
    const read = async () => {
      let raw: unknown;
      const key = strSetting(settings.valueKey ?? settings.valueAttribute, 'value');
      if (method === 'attribute') {
        const attrs: Record<string, unknown> = await services
          .readAttributes(device, 'SHARED_SCOPE', [key])
          .catch(() => ({}));
        raw = attrs[key];
      } else if (method === 'timeseries') {
        const latest: Record<string, { value: unknown }> = await services
          .readLatestTelemetry(device, [key])
          .catch(() => ({}));
        raw = latest[key]?.value;
      } else
        raw = await services
          .rpc({ method: strSetting(settings.getValueMethod, 'getValue'), oneway: false, ...rpcOptions(settings) })
          .catch(() => undefined);
      if (live && raw !== undefined) setValue(parse ? callSafely(parse, raw, raw) : raw);
    };
    void read();
    const id = method === 'rpc' ? null : setInterval(read, 5000);
    return () => {
      live = false;
      if (id) clearInterval(id);
    };
  }, [device?.id, method, parse]);
  return [value, setValue] as const;
}

function useSetValue(settings: Record<string, unknown>, services: WidgetServices) {
  const convert = useUserFunction(strSetting(settings.convertValueFunction), ['value']);
  const { busy, error, run } = useRequest();
  const send = (v: unknown) =>
    run(() =>
      services.rpc({
        method: strSetting(settings.setValueMethod, 'setValue'),
        params: convert ? callSafely(convert, v, v) : v,
        oneway: false,
        ...rpcOptions(settings),
      }),
    );
  return { busy, error, send };
}

const Track = styled.button<{ $on: boolean; $round: boolean }>`
  position: relative;
  width: ${(p) => (p.$round ? '64px' : '56px')};
  height: ${(p) => (p.$round ? '64px' : '28px')};
  border-radius: ${(p) => (p.$round ? '50%' : '14px')};
  border: ${(p) => (p.$round ? '4px solid var(--iot-color-divider, #ccc)' : '0')};
  background: ${(p) => (p.$on ? (p.$round ? '#4caf50' : 'color-mix(in srgb, var(--iot-color-primary, #305680) 55%, transparent)') : p.$round ? '#9e9e9e' : 'rgba(127,127,127,.4)')};
  cursor: pointer;
  transition: background 150ms ease;
  box-shadow: ${(p) => (p.$round ? 'inset 0 2px 6px rgba(0,0,0,.35)' : 'none')};
  & > i {
    display: ${(p) => (p.$round ? 'none' : 'block')};
    position: absolute;
    top: 2px;
    inset-inline-start: ${(p) => (p.$on ? '30px' : '2px')};
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${(p) => (p.$on ? 'var(--iot-color-primary, #305680)' : '#fafafa')};
    box-shadow: var(--iot-shadow-1);
    transition: inset-inline-start 150ms ease;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

function SwitchWidget({ settings, services, round }: WidgetProps & { round: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useControlValue(settings, services, boolSetting(settings.initialValue));
  const { busy, error, send } = useSetValue(settings, services);
  const on = value === true || value === 'true' || value === 1;
  const toggle = () => {
    const next = !on;
    setValue(next);
    void send(next);
  };
  return (
    <Box data-testid={round ? 'round-switch' : 'switch-control'}>
      {settings.title ? <div className="title">{strSetting(settings.title)}</div> : null}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {settings.showOnOffLabels !== false && !round ? <span>{t('widget.off')}</span> : null}
        <Track
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={strSetting(settings.title) || t('widget.switch')}
          $on={on}
          $round={round}
          disabled={busy || !services.targetDevice}
          onClick={toggle}
          data-testid="switch-toggle"
        >
          <i />
        </Track>
        {settings.showOnOffLabels !== false && !round ? <span>{t('widget.on')}</span> : null}
      </div>
      {error ? (
        <div className="error" role="alert">
          {error}
        </div>
      ) : null}
    </Box>
  );
}

export const SwitchControlWidget = (p: WidgetProps) => <SwitchWidget {...p} round={false} />;
export const RoundSwitchWidget = (p: WidgetProps) => <SwitchWidget {...p} round />;

export function KnobControlWidget({ settings, services, width, height }: WidgetProps) {
  const min = numSetting(settings.minValue, 0);
  const max = numSetting(settings.maxValue, 100);
  const [value, setValue] = useControlValue(
    { ...settings, retrieveValueMethod: 'rpc', parseValueFunction: 'return data;' },
    services,
    numSetting(settings.initialValue, min),
  );
  const { error, send } = useSetValue(settings, services);
  const size = Math.max(60, Math.min(width, height - 40));
  return (
    <Box data-testid="knob-control">
      {settings.title ? <div className="title">{strSetting(settings.title)}</div> : null}
      <Knob
        size={size}
        min={min}
        max={max}
        value={Number(value) || min}
        disabled={!services.targetDevice}
        onChange={(v) => setValue(v)}
        onCommit={(v) => void send(v)}
      />
      {error ? (
        <div className="error" role="alert">
          {error}
        </div>
      ) : null}
    </Box>
  );
}

export function LedIndicatorWidget({ settings, services, width, height }: WidgetProps) {
  const [value] = useControlValue(
    { ...settings, retrieveValueMethod: strSetting(settings.retrieveValueMethod, 'attribute') },
    services,
    boolSetting(settings.initialValue),
  );
  const [online, setOnline] = useState(true);
  const device = services.targetDevice;
  useEffect(() => {
    if (!device || settings.performCheckStatus === false) return;
    let live = true;
    const check = () =>
      services
        .rpc({ method: strSetting(settings.checkStatusMethod, 'checkStatus'), oneway: false, ...rpcOptions(settings) })
        .then(
          () => live && setOnline(true),
          () => live && setOnline(false),
        );
    void check();
    const id = setInterval(check, 10_000);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [device?.id]);
  const on = online && (value === true || value === 'true' || value === 1);
  const color = strSetting(settings.ledColor, '#4caf50');
  const d = Math.max(20, Math.min(width, height - 30) * 0.6);
  return (
    <Box data-testid="led-indicator" data-on={on}>
      {settings.title ? <div className="title">{strSetting(settings.title)}</div> : null}
      <div
        role="img"
        aria-label={on ? 'on' : 'off'}
        style={{
          width: d,
          height: d,
          borderRadius: '50%',
          background: on
            ? `radial-gradient(circle at 35% 35%, #fff 0, ${color} 35%, ${color} 70%)`
            : 'radial-gradient(circle at 35% 35%, #ddd 0, #777 60%)',
          boxShadow: on ? `0 0 ${d / 3}px ${color}` : 'inset 0 2px 6px rgba(0,0,0,.4)',
          opacity: online ? 1 : 0.5,
        }}
      />
    </Box>
  );
}
