/// <reference types="mocha" />
/** Copy button. */
import { expect } from '@open-wc/testing';
import { CopyButton } from '../../../src/ui/copy-button/copy-button';
import { $, mountUi, q, sleep, unmountAll, until } from './harness';

describe('Copy button', () => {
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
});
