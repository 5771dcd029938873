/// <reference types="mocha" />
/** History playback bar. */
import { expect } from '@open-wc/testing';
import { HistoryPlayback } from '../../../src/ui/history-playback/history-playback';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

const T0 = Date.UTC(2021, 5, 15, 9, 3, 1);
let times: { t: number; at: number }[] = [];
const emitted = () => times.map((x) => x.t - T0);
const record = (t: number) => times.push({ t, at: performance.now() });

const mount = (props: Partial<Parameters<typeof HistoryPlayback>[0]> = {}) =>
  mountUi(<HistoryPlayback minTime={T0} maxTime={T0 + 5000} onTimeChange={record} testId="playback" {...props} />);

const click = async (el: HTMLElement, id: string) => (await $(el, `[data-testid="${id}"]`)).click();
const label = (el: HTMLElement) => q(el, '[data-testid="playback-time"]')!.textContent;

describe('HistoryPlayback', () => {
  beforeEach(() => {
    times = [];
  });
  afterEach(unmountAll);

  it('jump to start, previous, slider, current-time label, next, jump to end, play/pause, speed select', async () => {
    const el = await mount();
    const buttons = qa(el, '[data-testid="playback"] > button').map((b) => b.getAttribute('aria-label'));
    expect(buttons).to.deep.equal(['Jump to start', 'Previous', 'Next', 'Jump to end', 'Play']);
    const slider = await $<HTMLInputElement>(el, '[data-testid="playback-slider"]');
    expect([slider.min, slider.max, slider.value]).to.deep.equal(['0', '5', '0']);
    expect(slider.getAttribute('aria-label')).to.equal('Playback position');
    expect(q(el, '[data-testid="playback"]')!.getAttribute('role')).to.equal('group');
  });

  it('current-time label in medium date format', async () => {
    const el = await mount();
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(T0);
    expect(label(el)).to.equal(expected);
    expect(label(el)).to.match(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M$/);
    expect(q(el, '[data-testid="playback-slider"]')!.getAttribute('aria-valuetext')).to.equal(expected);
  });

  it("'no data found' (widget.no-data-found) without a time range; controls disabled", async () => {
    const el = await mountUi(<HistoryPlayback minTime={null} maxTime={null} onTimeChange={record} testId="playback" />);
    expect(label(el)).to.equal('No data found');
    expect(qa<HTMLButtonElement>(el, '[data-testid="playback"] button').every((b) => b.disabled)).to.equal(true);
  });

  it('step 1000 ms: next, previous, jump to end and start move by steps and report the time', async () => {
    const el = await mount();
    await click(el, 'playback-next');
    await click(el, 'playback-next');
    await click(el, 'playback-previous');
    await click(el, 'playback-end');
    await click(el, 'playback-next');
    await click(el, 'playback-start');
    await click(el, 'playback-previous');
    expect(emitted()).to.deep.equal([1000, 2000, 1000, 5000, 5000, 0, 0]);
  });

  it('the slider is keyboard operable and reports the time', async () => {
    const el = await mount();
    (await $(el, '[data-testid="playback-slider"]')).focus();
    await press('ArrowRight');
    await press('ArrowRight');
    await until(() => emitted().at(-1) === 2000);
    expect(q<HTMLInputElement>(el, '[data-testid="playback-slider"]')!.value).to.equal('2');
  });

  it('speed select offers 1, 5, 10, 25', async () => {
    const el = await mount();
    (await $(el, '[data-testid="playback-speed"] [role="combobox"]')).click();
    await until(() => qa(el, '[role="option"]').length === 4);
    expect(qa(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal(['1×', '5×', '10×', '25×']);
  });

  it('tick 1000/speed ms; playing stops at the end index', async () => {
    const el = await mount();
    (await $(el, '[data-testid="playback-speed"] [role="combobox"]')).click();
    (await until(() => qa(el, '[role="option"]').find((o) => o.textContent === '25×'))).click();
    const started = performance.now();
    await click(el, 'playback-play');
    await until(() => q(el, '[data-playing]'));
    expect(q(el, '[data-testid="playback-play"]')!.getAttribute('aria-label')).to.equal('Pause');
    await until(() => !q(el, '[data-playing]'), 3000, 'stopped at the end');
    expect(emitted()).to.deep.equal([1000, 2000, 3000, 4000, 5000]);
    const gaps = times.slice(1).map((x, i) => x.at - times[i]!.at);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(mean).to.be.within(30, 100); // 1000/25 = 40 ms
    expect(times[0]!.at - started).to.be.within(30, 250);
    expect(q(el, '[data-testid="playback-play"]')!.getAttribute('aria-label')).to.equal('Play');
    expect(q<HTMLInputElement>(el, '[data-testid="playback-slider"]')!.value).to.equal('5');
  });

  it('at speed 1 a tick takes 1000 ms; pause emits the current time', async () => {
    const el = await mount();
    const started = performance.now();
    await click(el, 'playback-play');
    await until(() => times.length === 1, 2000, 'first tick');
    expect(times[0]!.at - started).to.be.within(900, 1300);
    await click(el, 'playback-play'); // now "Pause"
    await until(() => times.length === 2);
    expect(emitted()).to.deep.equal([1000, 1000]);
    expect(q(el, '[data-playing]')).to.equal(null);
  });

  it('next and previous jump to the next or previous anchor time when anchors are used', async () => {
    const el = await mount({ maxTime: T0 + 10_000, anchors: [T0 + 2500, T0 + 7000], useAnchors: true });
    await click(el, 'playback-next');
    await click(el, 'playback-next');
    await click(el, 'playback-next');
    await click(el, 'playback-previous');
    await click(el, 'playback-previous');
    await click(el, 'playback-previous');
    expect(emitted()).to.deep.equal([2500, 7000, 10_000, 7000, 2500, 0]);
  });
});
