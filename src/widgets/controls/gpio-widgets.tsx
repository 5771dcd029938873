/**
 * GPIO widgets (gpio_widgets): the panels show one LED per `gpioList` entry (pin, label, row, col, color) lit by the
 * data key labelled with the pin; the controls show one switch per pin, read with `gpioStatusRequest` (two-way
 * RPC, parsed by `parseGpioStatusFunction(body, pin)` in the sandbox) and set with `gpioStatusChangeRequest`
 * (its `paramsBody` with `{$pin}` and `{$enabled}` filled in).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { latestValue, numSetting, strSetting } from '../common/format';
import { callSafely, useUserFunction } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';

interface Gpio {
  pin: number;
  label: string;
  row: number;
  col: number;
  color?: string;
}

const Panel = styled.div<{ $bg: string }>`
  height: 100%;
  overflow: auto;
  padding: 8px;
  border-radius: 4px;
  background: ${(p) => p.$bg};
  color: #fff;
  display: grid;
  gap: 6px 12px;
  align-content: start;
  & .gpio {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 12px;
  }
  & .led {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 1px solid rgba(0, 0, 0, 0.4);
  }
  & button[role='switch'] {
    width: 34px;
    height: 18px;
    border-radius: 9px;
    border: 0;
    position: relative;
    cursor: pointer;
    background: rgba(255, 255, 255, 0.35);
  }
  & button[role='switch'][aria-checked='true'] {
    background: #fff;
  }
  & button[role='switch'] i {
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: #555;
    transition: inset-inline-start 120ms ease;
  }
  & button[role='switch'][aria-checked='true'] i {
    inset-inline-start: 18px;
    background: #2e7d32;
  }
`;

function gpioList(settings: Record<string, unknown>): Gpio[] {
  return (Array.isArray(settings.gpioList) ? (settings.gpioList as Gpio[]) : []).filter(
    (g) => g && g.pin !== undefined,
  );
}

function placement(g: Gpio) {
  return { gridRow: numSetting(g.row, 0) + 1, gridColumn: numSetting(g.col, 0) + 1 };
}

export function GpioPanelWidget({ data, settings }: WidgetProps) {
  const list = gpioList(settings);
  const keys = data.flatMap((d) => d.keys);
  return (
    <Panel $bg={strSetting(settings.ledPanelBackgroundColor, '#b71c1c')} data-testid="gpio-panel">
      {list.map((g) => {
        const kd = keys.find((k) => k.key.label === String(g.pin) || k.key.name === String(g.pin));
        const v = latestValue(kd);
        const on = v === true || v === 'true' || (typeof v === 'number' && v > 0);
        return (
          <div key={g.pin} className="gpio" style={placement(g)} data-on={on}>
            <span
              className="led"
              style={{
                background: on ? g.color || '#00e676' : 'rgba(0,0,0,.45)',
                boxShadow: on ? `0 0 6px ${g.color || '#00e676'}` : 'none',
              }}
            />
            <span>
              {g.label} ({g.pin})
            </span>
          </div>
        );
      })}
    </Panel>
  );
}

function fillParams(template: string, pin: number, enabled: boolean): unknown {
  const text = template.replace(/\{\$pin\}/g, String(pin)).replace(/\{\$enabled\}/g, String(enabled));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function GpioControlWidget({ settings, services }: WidgetProps) {
  const list = gpioList(settings);
  const [state, setState] = useState<Record<number, boolean>>({});
  const parse = useUserFunction(strSetting(settings.parseGpioStatusFunction, 'return body[pin] === true;'), [
    'body',
    'pin',
  ]);
  const statusReq = (settings.gpioStatusRequest ?? {}) as { method?: string; paramsBody?: string };
  const changeReq = (settings.gpioStatusChangeRequest ?? {}) as { method?: string; paramsBody?: string };
  const timeout = numSetting(settings.requestTimeout, 500);
  useEffect(() => {
    if (!services.targetDevice || !parse) return;
    void services
      .rpc({
        method: statusReq.method ?? 'getGpioStatus',
        params: fillParams(statusReq.paramsBody ?? '{}', 0, false),
        oneway: false,
        timeout,
      })
      .then(
        (body) =>
          setState(
            Object.fromEntries(list.map((g) => [g.pin, callSafely<unknown>(parse, false, body, g.pin) === true])),
          ),
        () => undefined,
      );
  }, [services.targetDevice?.id, parse]);
  const toggle = (g: Gpio) => {
    const next = !state[g.pin];
    setState((s) => ({ ...s, [g.pin]: next }));
    void services
      .rpc({
        method: changeReq.method ?? 'setGpioStatus',
        params: fillParams(changeReq.paramsBody ?? '{}', g.pin, next),
        oneway: false,
        timeout,
      })
      .then(
        (body) => {
          if (parse && body && typeof body === 'object')
            setState((s) => ({ ...s, [g.pin]: callSafely<unknown>(parse, next, body, g.pin) === true }));
        },
        () => setState((s) => ({ ...s, [g.pin]: !next })),
      );
  };
  return (
    <Panel $bg={strSetting(settings.switchPanelBackgroundColor, '#b71c1c')} data-testid="gpio-control">
      {list.map((g) => (
        <div key={g.pin} className="gpio" style={placement(g)}>
          <button
            type="button"
            role="switch"
            aria-checked={!!state[g.pin]}
            aria-label={g.label}
            disabled={!services.targetDevice}
            onClick={() => toggle(g)}
          >
            <i />
          </button>
          <span>
            {g.label} ({g.pin})
          </span>
        </div>
      ))}
    </Panel>
  );
}
