/// <reference types="mocha" />
// <iot-dashboard> on a strict-CSP page (tests/config/wtr-csp.mjs: no inline script, no eval, nonce-only styles):
// widgets render and are styled, every style element carries the nonce, no policy is violated. (User scripts
// need WebAssembly, i.e. 'wasm-unsafe-eval', which demo/cms.html allows; this dashboard has none.)
import { expect } from '@open-wc/testing';
import '../../../elements/iot-dashboard';
import { TestDataSource } from '../dashboards/test-data-source';
import { shadow, until } from '../helpers';

const dashboard = {
  title: 'CSP',
  configuration: {
    widgets: {
      c: {
        id: 'c',
        bundleAlias: 'charts',
        typeAlias: 'basic_timeseries',
        type: 'timeseries',
        title: 'Temperature',
        config: {
          datasources: [
            {
              type: 'entity',
              entityAliasId: 'a',
              dataKeys: [{ name: 'temperature', type: 'timeseries', color: '#ef5350' }],
            },
          ],
          timewindow: { realtime: { timewindowMs: 3_600_000 } },
          useDashboardTimewindow: false,
        },
      },
      g: {
        id: 'g',
        bundleAlias: 'digital_gauges',
        typeAlias: 'gauge_justgage',
        type: 'latest',
        title: 'Humidity',
        config: {
          datasources: [{ type: 'entity', entityAliasId: 'a', dataKeys: [{ name: 'humidity', type: 'timeseries' }] }],
        },
      },
    },
    states: {
      default: {
        name: 'CSP',
        root: true,
        layouts: {
          main: { widgets: { c: { sizeX: 16, sizeY: 6, row: 0, col: 0 }, g: { sizeX: 8, sizeY: 6, row: 0, col: 16 } } },
        },
      },
    },
    entityAliases: {
      a: { id: 'a', alias: 'T', filter: { type: 'deviceType', deviceType: 'thermostat', resolveMultiple: false } },
    },
  },
};

describe('<iot-dashboard> under a strict CSP', () => {
  it('renders styled widgets without any policy violation', async () => {
    const violations: string[] = [];
    const onViolation = (e: SecurityPolicyViolationEvent) =>
      violations.push(`${e.effectiveDirective}: ${e.blockedURI}`);
    document.addEventListener('securitypolicyviolation', onViolation);
    const ds = new TestDataSource({ updateIntervalMs: 0 });
    const el = document.createElement('iot-dashboard') as HTMLElement & { dashboard?: unknown; dataSource?: unknown };
    el.style.cssText = 'display:block;width:1000px;height:500px';
    el.dashboard = dashboard;
    el.dataSource = ds;
    document.body.append(el);
    await until(
      () =>
        shadow(el).querySelector('[data-testid="chart-line"] canvas') &&
        shadow(el).querySelector('[data-testid="gauge-value"]'),
      10_000,
      'chart and gauge',
    );
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.content;
    const styles = [...shadow(el).querySelectorAll('style')];
    expect(styles.length).to.be.greaterThan(0);
    expect(styles.every((s) => s.nonce === nonce)).to.equal(true);
    const plot = shadow(el).querySelector<HTMLElement>('.u-wrap')!;
    expect(getComputedStyle(plot).position).to.equal('relative'); // uPlot's own CSS, injected with the nonce
    await new Promise((r) => setTimeout(r, 200));
    document.removeEventListener('securitypolicyviolation', onViolation);
    expect(violations).to.deep.equal([]);
    ds.dispose();
    el.remove();
  });
});
