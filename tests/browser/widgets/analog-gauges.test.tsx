/// <reference types="mocha" />
/**
 * Analogue gauge needles: the needle group gets an SVG `transform` written by the shared easing loop (no CSS
 * transition), eases from the angle on screen to the new value's angle, and jumps at once with `animation: false`.
 */
import { expect } from '@open-wc/testing';
import { RadialGaugeWidget } from '../../../src/widgets/gauges/analog-gauges';
import type { WidgetProps } from '../../../src/widgets/widget-contract';
import { mountUi, q, sleep, unmountAll, until } from '../ui/harness';

function props(value: number, settings: Record<string, unknown> = {}): WidgetProps {
  return {
    widgetId: 'g',
    typeId: 'analogue_gauges.radial_gauge_canvas_gauges',
    kind: 'latest',
    config: { units: '', decimals: 1 } as unknown as WidgetProps['config'],
    settings,
    data: [
      {
        index: 0,
        type: 'entity',
        name: 'T1',
        aliasName: null,
        entity: null,
        keys: [
          { key: { name: 't', type: 'timeseries', label: 't', color: '#f00', settings: {} }, ts: [1], values: [value] },
        ],
      },
    ],
    alarms: null,
    timeRange: { minTime: 0, maxTime: 1, interval: 1000, aggregation: 'NONE', realtime: true, timezone: null },
    width: 200,
    height: 200,
    theme: 'light',
    services: {} as WidgetProps['services'],
  };
}

/** Rotation angle of the needle (degrees). */
function angle(el: HTMLElement): number {
  const g = q<SVGGElement>(el, '[data-testid="gauge-needle"]');
  const m = /rotate\(([-\d.]+) /.exec(g?.getAttribute('transform') ?? '');
  return m ? Number(m[1]) : NaN;
}

describe('analogue gauge needle easing', () => {
  afterEach(unmountAll);

  // Defaults: min 0, max 100, startAngle 45 from 6 o'clock → 0 at 225°, sweep 270° → 50 at 360°, 100 at 495°.
  it('starts at the value, eases to a new value from where it is, without a CSS transition', async () => {
    let value = 0;
    let rerender: (() => void) | null = null;
    const { useState } = await import('react');
    function Host() {
      const [, set] = useState(0);
      rerender = () => set((n) => n + 1);
      return <RadialGaugeWidget {...props(value)} />;
    }
    const el = await mountUi(() => <Host />);
    await until(() => !Number.isNaN(angle(el)), 3000, 'needle');
    expect(angle(el)).to.be.closeTo(225, 0.01);
    expect(q<SVGGElement>(el, '[data-testid="gauge-needle"]')!.style.transition).to.equal('');
    value = 100;
    rerender!();
    await sleep(150);
    const mid = angle(el);
    expect(mid).to.be.greaterThan(225).and.lessThan(495);
    await until(() => Math.abs(angle(el) - 495) < 0.01, 3000, 'needle at 100');
    value = 50;
    rerender!();
    await sleep(60);
    expect(angle(el)).to.be.lessThan(495).and.greaterThan(360);
    await until(() => Math.abs(angle(el) - 360) < 0.01, 3000, 'needle at 50');
  });

  it('jumps at once when animation is off', async () => {
    let value = 0;
    let rerender: (() => void) | null = null;
    const { useState } = await import('react');
    function Host() {
      const [, set] = useState(0);
      rerender = () => set((n) => n + 1);
      return <RadialGaugeWidget {...props(value, { animation: false })} />;
    }
    const el = await mountUi(() => <Host />);
    await until(() => !Number.isNaN(angle(el)), 3000, 'needle');
    value = 100;
    rerender!();
    await until(() => angle(el) !== 225, 1000, 'needle moved');
    expect(angle(el)).to.be.closeTo(495, 0.01);
  });
});
