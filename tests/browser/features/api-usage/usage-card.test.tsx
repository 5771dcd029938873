/// <reference types="mocha" />
/**
 * API usage cards: a limit of 0 reads "Unlimited" with an empty bar; a limited service shows its
 * share of the limit, coloured by the feature state (WARNING orange, DISABLED red, ENABLED green); the activity bars
 * scale to the busiest bucket.
 */
import { expect } from '@open-wc/testing';
import { UsageCard } from '../../../../src/features/api-usage/components/usage-card';
import { $, mountUi, q, qa, unmountAll } from '../../ui/harness';

const colorOf = (el: Element) => getComputedStyle(el).backgroundColor;

describe('API usage card', () => {
  afterEach(unmountAll);

  it('a limit of 0 is unlimited: no percentage, empty bar, ENABLED', async () => {
    const el = await mountUi(
      <UsageCard service="transport-messages" figures={{ value: 1234, limit: 0, state: 'ENABLED' }} />,
    );
    const card = await $(el, '[data-testid="usage-card-transport-messages"]');
    expect(card.querySelector('h2')?.textContent).to.equal('Transport messages');
    expect(q(el, '[data-testid="usage-value"]')?.textContent).to.equal('1,234');
    expect(q(el, '[data-testid="usage-limit"]')?.textContent).to.equal('Unlimited');
    expect(q(el, '[data-testid="usage-state"]')?.textContent).to.equal('Enabled');
    expect(q(el, '[data-testid="usage-fill"]')?.getBoundingClientRect().width).to.equal(0);
    expect(q(el, '[data-testid="usage-progress"]')?.getAttribute('aria-valuenow')).to.equal('0');
  });

  it('a value over the warning threshold shows the WARNING colour and its share of the limit', async () => {
    const el = await mountUi(
      <div style={{ width: '400px' }}>
        <UsageCard service="email-messages" figures={{ value: 85, limit: 100, state: 'WARNING' }} />
        <UsageCard service="sms-messages" figures={{ value: 120, limit: 100, state: 'DISABLED' }} />
        <UsageCard service="javascript-executions" figures={{ value: 10, limit: 100, state: 'ENABLED' }} />
      </div>,
    );
    const warn = await $(el, '[data-testid="usage-card-email-messages"]');
    expect(warn.querySelector('[data-testid="usage-limit"]')?.textContent).to.equal('of 100');
    expect(warn.querySelector('[data-testid="usage-state"]')?.textContent).to.equal('Warning');
    expect(warn.querySelector('[data-testid="usage-progress"]')?.getAttribute('aria-valuenow')).to.equal('85');
    expect(warn.querySelector('[data-testid="usage-progress"]')?.getAttribute('aria-label')).to.equal(
      'Email messages: 85% of the monthly limit used',
    );
    const fill = warn.querySelector('[data-testid="usage-fill"]')!;
    const track = warn.querySelector('[data-testid="usage-progress"]')!;
    expect(Math.round((fill.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100)).to.equal(85);
    expect(colorOf(fill)).to.equal('rgb(255, 154, 0)');

    const over = q(el, '[data-testid="usage-card-sms-messages"]')!;
    expect(colorOf(over.querySelector('[data-testid="usage-fill"]')!)).to.equal('rgb(211, 47, 47)');
    expect(over.querySelector('[data-testid="usage-progress"]')?.getAttribute('aria-valuenow')).to.equal('100');
    const ok = q(el, '[data-testid="usage-card-javascript-executions"]')!;
    expect(colorOf(ok.querySelector('[data-testid="usage-fill"]')!)).to.equal('rgb(46, 125, 50)');
  });

  it('activity bars scale to the busiest bucket and summarise the total', async () => {
    const el = await mountUi(
      <div style={{ width: '400px' }}>
        <UsageCard
          service="transport-data-points"
          figures={{ value: 7, limit: 0, state: 'ENABLED' }}
          activity={{ values: [0, 2, 4, 1], startTs: new Date(2024, 0, 1).getTime(), step: 3_600_000, range: 'day' }}
        />
      </div>,
    );
    const plot = await $(el, '[data-testid="usage-bars"] [role="img"]');
    expect(plot.getAttribute('aria-label')).to.equal(
      'Transport data points activity, Hourly, last 24 hours: 7 in total',
    );
    const heights = qa(el, '[data-testid="usage-bars"] [role="img"] > div').map(
      (b) => b.getBoundingClientRect().height,
    );
    expect(heights).to.have.length(4);
    expect(heights[0]).to.equal(0);
    expect(heights[2]).to.be.greaterThan(heights[1]!);
    expect(Math.round((heights[1]! / heights[2]!) * 100)).to.equal(50);
  });
});
