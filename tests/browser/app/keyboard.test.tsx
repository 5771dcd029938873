/// <reference types="mocha" />
/** Hotkeys cheat sheet (`?`) and command palette (Ctrl-K) in the console shell. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { byTestId, mountShell, unmountAll } from './console-harness';
import { until } from '../helpers';

describe('shell keyboard', () => {
  afterEach(unmountAll);

  it('? toggles the hotkeys cheat sheet, which lists shortcuts and closes with its button', async () => {
    const { el, root } = await mountShell('TENANT_ADMIN', '/home');
    (await byTestId(root, 'home-page')).querySelector<HTMLElement>('a')!.focus();
    expect(el.matches(':focus')).to.equal(true);
    await sendKeys({ press: 'Shift+Slash' });
    const overlay = await byTestId(root, 'hotkeys-overlay');
    expect(overlay.textContent).to.include('Show keyboard shortcuts');
    expect(overlay.textContent).to.include('Open the command palette');
    expect([...overlay.querySelectorAll('kbd')].map((k) => k.textContent)).to.include('K');
    await sendKeys({ press: 'Shift+Slash' });
    await until(() => !root.querySelector('[data-testid="hotkeys-overlay"]'), 2000, 'toggled off');
    await sendKeys({ press: 'Shift+Slash' });
    (await byTestId(root, 'hotkeys-close')).click();
    await until(() => !root.querySelector('[data-testid="hotkeys-overlay"]'), 2000, 'closed');
  });

  it('Ctrl-K opens the palette; typing and Enter navigate; only the role places are offered', async () => {
    const { root } = await mountShell('CUSTOMER_USER', '/home');
    (await byTestId(root, 'home-page')).querySelector<HTMLElement>('a')!.focus();
    await sendKeys({ press: 'Control+k' });
    const palette = await byTestId(root, 'command-palette');
    await until(() => root.activeElement?.getAttribute('data-testid') === 'command-input', 2000, 'input focused');
    const ids = [...palette.querySelectorAll('[data-command]')].map((o) => o.getAttribute('data-command'));
    expect(ids).to.include('place-devices');
    expect(ids).not.to.include('place-tenants');
    await sendKeys({ type: 'ent view' });
    await until(
      () => palette.querySelector('[aria-selected="true"]')?.getAttribute('data-command') === 'place-entityViews',
      2000,
      'ranked',
    );
    await sendKeys({ press: 'Enter' });
    await until(
      () => root.querySelector('[data-testid="page-heading"]')?.textContent === 'Entity views',
      4000,
      'navigated',
    );
    expect(root.querySelector('[data-testid="command-palette"]')).to.equal(null);
  });

  it('arrow keys move the selection and Escape closes the palette', async () => {
    const { root } = await mountShell('TENANT_ADMIN', '/home');
    (await byTestId(root, 'home-page')).querySelector<HTMLElement>('a')!.focus();
    await sendKeys({ press: 'Control+k' });
    const palette = await byTestId(root, 'command-palette');
    const selected = () => palette.querySelector('[aria-selected="true"]')?.getAttribute('data-command');
    await until(() => selected() === 'place-home', 2000, 'first');
    await sendKeys({ press: 'ArrowDown' });
    expect(selected()).to.equal('place-ruleChains');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(selected()).to.equal('logout');
    await sendKeys({ press: 'Escape' });
    await until(() => !root.querySelector('[data-testid="command-palette"]'), 2000, 'closed');
  });
});
