/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { LARGE_WAIT_CAP_MS, ordered } from '../../../src/features/dashboards/runtime/load-order';
import { lazyWidget } from '../../../src/features/dashboards/runtime/widget-boundary';
import { widgetLoader, isLargeWidgetLoader } from '../../../src/widgets/registry';

/** A loader that records when it was started and resolves when told. */
function controlled(log: string[], name: string) {
  let resolve!: () => void;
  const done = new Promise<string>((r) => (resolve = () => r(name)));
  const load = () => {
    log.push(`start ${name}`);
    return done.then((v) => (log.push(`loaded ${name}`), v));
  };
  return { load, resolve };
}

const nextTask = () => new Promise((r) => setTimeout(r, 0));

describe('widget chunk load order', () => {
  it('a large chunk starts after the small ones in flight have arrived and had a frame', async () => {
    const log: string[] = [];
    const small = controlled(log, 'table');
    const large = controlled(log, 'map');
    // The map is asked for first, in the same pass as the table (as a preload loop or one grid render does).
    const map = ordered(large.load, true)();
    const table = ordered(small.load, false)();
    await new Promise((r) => setTimeout(r, 100));
    expect(log).to.deep.equal(['start table']);
    small.resolve();
    await table;
    await nextTask();
    expect(log).to.deep.equal(['start table', 'loaded table']);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    await nextTask();
    expect(log).to.include('start map');
    large.resolve();
    expect(await map).to.equal('map');
  });

  it('a small chunk that never arrives holds a large one back no longer than the cap', async () => {
    const log: string[] = [];
    const stuck = controlled(log, 'stuck');
    const large = controlled(log, 'map');
    void ordered(stuck.load, false)();
    const t0 = performance.now();
    const map = ordered(large.load, true)();
    large.resolve();
    await map;
    const waited = performance.now() - t0;
    expect(waited).to.be.at.least(LARGE_WAIT_CAP_MS - 20);
    expect(waited).to.be.below(LARGE_WAIT_CAP_MS + 1000);
    stuck.resolve();
  });

  it('the registry marks the map widgets large, and their lazy components still load', async () => {
    const osm = widgetLoader('maps_v2', 'openstreetmap')!;
    expect(isLargeWidgetLoader(osm)).to.equal(true);
    expect(isLargeWidgetLoader(widgetLoader('cards', 'entities_table')!)).to.equal(false);
    const lazy = lazyWidget('maps_v2', 'openstreetmap')!;
    await lazy.load();
    expect(lazy.status().state).to.equal('ready');
  });
});
