/// <reference types="mocha" />
/**
 * The dropdown menu as a WAI-ARIA menu button, with the pointer and with the keyboard: opening, the item that gets
 * focus, Escape and item choice returning focus to the trigger, and the same again on later openings.
 */
import { expect } from '@open-wc/testing';
import { Menu, MenuItem } from '../../../src/ui/menu/menu';
import { $, mountUi, press, q, qa, unmountAll, until } from './harness';

let chosen: string[] = [];

function Probe() {
  return (
    <Menu
      label="Actions"
      testId="menu-list"
      trigger={(props) => (
        <button type="button" data-testid="menu-trigger" {...props}>
          Actions
        </button>
      )}
    >
      <MenuItem testId="first" onSelect={() => chosen.push('first')}>
        First
      </MenuItem>
      <MenuItem testId="second" onSelect={() => chosen.push('second')}>
        Second
      </MenuItem>
      <MenuItem testId="third" onSelect={() => chosen.push('third')}>
        Third
      </MenuItem>
    </Menu>
  );
}

const focused = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;
const trigger = (el: HTMLElement) => q(el, '[data-testid="menu-trigger"]')!;

describe('Menu', () => {
  beforeEach(() => (chosen = []));
  afterEach(unmountAll);

  it('is a closed menu button until it is used', async () => {
    const el = await mountUi(<Probe />);
    const button = await $(el, '[data-testid="menu-trigger"]');
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(q(el, '[role="menu"]')).to.equal(null);
  });

  it('opens on a click, runs the chosen item, closes and gives focus back to the trigger', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[data-testid="menu-trigger"]')).click();
    const list = await $(el, '[data-testid="menu-list"]');
    expect(list.getAttribute('role')).to.equal('menu');
    expect(list.getAttribute('aria-label')).to.equal('Actions');
    expect(qa(el, '[role="menuitem"]')).to.have.length(3);
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('true');
    (await $(el, '[data-testid="second"]')).click();
    await until(() => !q(el, '[role="menu"]'), 2000, 'menu closed');
    expect(chosen).to.deep.equal(['second']);
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('false');
    // Opened again, the same way.
    trigger(el).click();
    await $(el, '[data-testid="menu-list"]');
    (await $(el, '[data-testid="third"]')).click();
    await until(() => !q(el, '[role="menu"]'), 2000, 'menu closed again');
    expect(chosen).to.deep.equal(['second', 'third']);
  });

  it('opens with Arrow Down on the first item, moves with the arrows, chooses with Enter', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[data-testid="menu-trigger"]')).focus();
    await press('ArrowDown');
    await until(() => focused(el)?.dataset.testid === 'first', 2000, 'first item focused');
    await press('ArrowDown');
    await until(() => focused(el)?.dataset.testid === 'second', 2000, 'second item focused');
    await press('Enter');
    await until(() => !q(el, '[role="menu"]'), 2000, 'menu closed');
    expect(chosen).to.deep.equal(['second']);
    await until(() => focused(el) === trigger(el), 2000, 'focus back on the trigger');
  });

  it('opens with Arrow Up on the last item', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[data-testid="menu-trigger"]')).focus();
    await press('ArrowUp');
    await until(() => focused(el)?.dataset.testid === 'third', 2000, 'last item focused');
  });

  it('closes on Escape with focus back on the trigger, and opens again from the keyboard', async () => {
    const el = await mountUi(<Probe />);
    (await $(el, '[data-testid="menu-trigger"]')).focus();
    await press('ArrowDown');
    await until(() => focused(el)?.dataset.testid === 'first', 2000, 'first item focused');
    await press('Escape');
    await until(() => !q(el, '[role="menu"]'), 2000, 'menu closed');
    await until(() => focused(el) === trigger(el), 2000, 'focus back on the trigger');
    await press('ArrowDown');
    await until(() => focused(el)?.dataset.testid === 'first', 2000, 'first item focused again');
  });
});
