/// <reference types="mocha" />
/** Logo. */
import { expect } from '@open-wc/testing';
import { Logo, PROVIDER_WEBSITE } from '../../../src/ui/logo/logo';
import { $, mountUi, unmountAll } from './harness';

describe('Logo', () => {
  afterEach(unmountAll);

  it("logo opening the provider's website in a new tab, labelled, with an inline SVG mark", async () => {
    const el = await mountUi(<Logo testId="logo" />);
    const a = await $<HTMLAnchorElement>(el, '[data-testid="logo"]');
    expect(a.href).to.equal(`${PROVIDER_WEBSITE}/`);
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener noreferrer');
    expect(a.getAttribute('aria-label')).to.equal('IoT Console: open the provider’s website in a new tab');
    expect(a.querySelector('svg[data-icon="logo"]')).to.exist;
    expect(a.textContent).to.equal('IoT Console');
  });

  it('takes another http(s) website; anything else falls back to the provider website', async () => {
    const el = await mountUi(
      <>
        <Logo href="https://iot.example.com" testId="a" showTitle={false} />
        <Logo href="javascript:alert(1)" testId="b" />
      </>,
    );
    expect((await $<HTMLAnchorElement>(el, '[data-testid="a"]')).href).to.equal('https://iot.example.com/');
    expect((await $<HTMLAnchorElement>(el, '[data-testid="a"]')).textContent).to.equal('');
    expect((await $<HTMLAnchorElement>(el, '[data-testid="b"]')).href).to.equal(`${PROVIDER_WEBSITE}/`);
  });
});
