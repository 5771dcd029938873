/// <reference types="mocha" />
/** Help button. */
import { expect } from '@open-wc/testing';
import { HelpButton, resolveHelpUrl } from '../../../src/ui/help-button/help-button';
import { mountUi, unmountAll, until } from './harness';

describe('Help button', () => {
  afterEach(unmountAll);

  it('help button opens the documentation link in a new tab; accepts a known link id or a full http(s) URL', async () => {
    const el = await mountUi(
      <>
        <HelpButton helpId="devices" links={{ devices: 'https://docs.example.com/devices' }} />
        <HelpButton helpId="https://example.org/x" />
        <HelpButton helpId="javascript:alert(1)" />
      </>,
    );
    const links = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];
    await until(() => links.length === 2 || el.shadowRoot!.querySelectorAll('a').length === 2);
    const all = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];
    expect(all.map((a) => a.href)).to.deep.equal(['https://docs.example.com/devices', 'https://example.org/x']);
    expect(all.every((a) => a.target === '_blank' && a.rel.includes('noopener'))).to.equal(true);
    expect(all[0]!.getAttribute('aria-label')).to.equal('Open the help page');
    expect(resolveHelpUrl('unknown')).to.equal(null);
  });
});
