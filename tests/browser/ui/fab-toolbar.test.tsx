/// <reference types="mocha" />
/** Floating action toolbar: a button that unfolds into a toolbar of actions, keyboard operable. */
import { expect } from '@open-wc/testing';
import { FabToolbar } from '../../../src/ui/fab-toolbar/fab-toolbar';
import { AddIcon, DeleteIcon, TidyIcon } from '../../../src/ui/icons/control-icons';
import { $, mountUi, press, q, qa, sleep, unmountAll, until } from './harness';

let clicked: string[] = [];
const actions = [
  { id: 'add', label: 'Add widget', icon: <AddIcon />, onClick: () => clicked.push('add') },
  { id: 'layout', label: 'Layouts', icon: <TidyIcon />, onClick: () => clicked.push('layout'), disabled: true },
  { id: 'delete', label: 'Delete', icon: <DeleteIcon />, onClick: () => clicked.push('delete') },
];
const active = (el: HTMLElement) => el.shadowRoot!.activeElement;

describe('FabToolbar', () => {
  beforeEach(() => {
    clicked = [];
  });
  afterEach(unmountAll);

  it('floating action toolbar: closed it is one labelled round button; its actions are hidden', async () => {
    const el = await mountUi(<FabToolbar label="Dashboard actions" actions={actions} testId="fab" />);
    const trigger = await $(el, '[data-testid="fab-trigger"]');
    expect(trigger.getAttribute('aria-label')).to.equal('Dashboard actions');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.getBoundingClientRect().width).to.equal(56);
    const bar = q(el, '[role="toolbar"]')!;
    expect(bar.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(bar).visibility).to.equal('hidden');
  });

  it('opens into a toolbar, focusing the first action; actions run on click', async () => {
    const el = await mountUi(
      <FabToolbar label="Dashboard actions" closeLabel="Close actions" actions={actions} testId="fab" />,
    );
    const trigger = await $(el, '[data-testid="fab-trigger"]');
    trigger.click();
    await until(() => trigger.getAttribute('aria-expanded') === 'true');
    expect(trigger.getAttribute('aria-label')).to.equal('Close actions');
    const bar = q(el, '[role="toolbar"]')!;
    expect(bar.getAttribute('aria-label')).to.equal('Dashboard actions');
    await until(() => getComputedStyle(bar).visibility === 'visible');
    await until(() => active(el)?.getAttribute('data-action') === 'add');
    expect(qa(el, '[data-action]').map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Add widget',
      'Layouts',
      'Delete',
    ]);
    await sleep(250); // unfold animation
    const fabBox = trigger.getBoundingClientRect();
    expect(bar.getBoundingClientRect().right).to.be.greaterThan(fabBox.left); // unfolds to the left, from the button
    expect(bar.getBoundingClientRect().left).to.be.lessThan(fabBox.left);
    q<HTMLButtonElement>(el, '[data-action="delete"]')!.click();
    expect(clicked).to.deep.equal(['delete']);
  });

  it('arrows move between enabled actions with one tab stop; Escape closes and returns focus to the button', async () => {
    const el = await mountUi(<FabToolbar label="Dashboard actions" actions={actions} testId="fab" />);
    (await $(el, '[data-testid="fab-trigger"]')).focus();
    await press('Enter');
    await until(() => active(el)?.getAttribute('data-action') === 'add');
    expect(qa(el, '[data-action]').map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    await press('ArrowRight');
    expect(active(el)?.getAttribute('data-action')).to.equal('delete');
    await press('ArrowRight');
    expect(active(el)?.getAttribute('data-action')).to.equal('add');
    await press('End');
    expect(active(el)?.getAttribute('data-action')).to.equal('delete');
    await press('Enter');
    expect(clicked).to.deep.equal(['delete']);
    await press('Escape');
    await until(() => q(el, '[data-testid="fab-trigger"]')!.getAttribute('aria-expanded') === 'false');
    expect(active(el)).to.equal(q(el, '[data-testid="fab-trigger"]'));
  });

  it('unfolds to the right when asked', async () => {
    const el = await mountUi(<FabToolbar label="Actions" actions={actions} direction="right" open />);
    const trigger = await $(el, '[data-testid="fab-trigger"]');
    await sleep(250);
    expect(q(el, '[role="toolbar"]')!.getBoundingClientRect().right).to.be.greaterThan(
      trigger.getBoundingClientRect().right,
    );
  });
});
