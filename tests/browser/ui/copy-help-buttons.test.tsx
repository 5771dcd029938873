/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { CopyButton } from '../../../src/ui/copy-button/copy-button';
import { HelpButton, resolveHelpUrl } from '../../../src/ui/help-button/help-button';
import { $, mountUi, q, sleep, unmountAll, until } from './harness';

describe('Copy button and help button', () => {
  let copied: string[] = [];
  const original = navigator.clipboard?.writeText;
  beforeEach(() => {
    copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (s: string) => void copied.push(s) },
    });
  });
  afterEach(() => {
    unmountAll();
    if (original) Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: original } });
  });

  it("copy button: after copying shows a done icon and a 'copied' tooltip for 1.5 s", async () => {
    const el = await mountUi(<CopyButton text="device-token" testId="copy" />);
    const btn = await $(el, '[data-testid="copy"]');
    expect(btn.getAttribute('aria-label')).to.equal('Copy');
    btn.click();
    await until(() => copied.length === 1);
    expect(copied[0]).to.equal('device-token');
    await until(() => q(el, 'svg[data-icon="check"]'));
    expect((await $(el, '[role="tooltip"]')).textContent).to.equal('Copied!');
    await sleep(1200);
    expect(q(el, '[role="tooltip"]')).to.exist;
    await until(() => !q(el, '[data-copied]'), 1000, 'feedback gone after 1.5 s');
    expect(q(el, 'svg[data-icon="content_copy"]')).to.exist;
  });

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
