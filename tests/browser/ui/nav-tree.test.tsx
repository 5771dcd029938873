/// <reference types="mocha" />
/** Navigation tree with optional search: lazy children, ARIA tree keyboard, search filter. */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { NavTree, type NavTreeNode } from '../../../src/ui/nav-tree/nav-tree';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

const TREE: Record<string, NavTreeNode[]> = {
  root: [
    { id: 'b1', label: 'Building 1', hasChildren: true },
    { id: 'b2', label: 'Building 2', hasChildren: true },
    { id: 'lone', label: 'Lone sensor' },
  ],
  b1: [
    { id: 'f1', label: 'Floor 1', hasChildren: true },
    { id: 'f2', label: 'Floor 2' },
  ],
  f1: [{ id: 't1', label: 'Thermostat A' }],
  b2: [{ id: 't2', label: 'Thermostat B' }],
};
let loads: string[] = [];
let picked: string[] = [];

function Probe({ searchable = false, search }: { searchable?: boolean; search?: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <NavTree
      label="Assets"
      searchable={searchable}
      search={search}
      selectedId={selected}
      onSelect={(n) => {
        picked.push(n.id);
        setSelected(n.id);
      }}
      loadChildren={async (parent) => {
        loads.push(parent?.id ?? 'root');
        await new Promise((r) => setTimeout(r, 20));
        return TREE[parent?.id ?? 'root'] ?? [];
      }}
    />
  );
}

const labels = (el: HTMLElement) => qa(el, '[role="treeitem"]').map((r) => r.textContent);
const item = (el: HTMLElement, id: string) => $(el, `[data-node="${id}"]`);
const focusedId = (el: HTMLElement) => el.shadowRoot!.activeElement?.getAttribute('data-node');

describe('NavTree', () => {
  beforeEach(() => {
    loads = [];
    picked = [];
  });
  afterEach(unmountAll);

  it('loads the roots, then children when a node is first opened; a labelled ARIA tree with levels', async () => {
    const el = await mountUi(<Probe />);
    await until(() => labels(el).length === 3);
    expect(q(el, '[role="tree"]')!.getAttribute('aria-label')).to.equal('Assets');
    const b1 = await item(el, 'b1');
    expect(b1.getAttribute('aria-expanded')).to.equal('false');
    expect(q(el, '[data-node="lone"]')!.hasAttribute('aria-expanded')).to.equal(false);
    (b1.querySelector('.toggle') as HTMLElement).click();
    await until(() => labels(el).length === 5);
    expect(labels(el)).to.deep.equal(['Building 1', 'Floor 1', 'Floor 2', 'Building 2', 'Lone sensor']);
    expect(q(el, '[data-node="f1"]')!.getAttribute('aria-level')).to.equal('2');
    expect(q(el, '[data-node="f1"]')!.getAttribute('aria-setsize')).to.equal('2');
    (b1.querySelector('.toggle') as HTMLElement).click();
    await until(() => labels(el).length === 3);
    (b1.querySelector('.toggle') as HTMLElement).click();
    await until(() => labels(el).length === 5);
    expect(loads).to.deep.equal(['root', 'b1']);
  });

  it('keyboard: one tab stop; arrows move, Right opens then enters, Left closes then goes to the parent, Enter selects', async () => {
    const el = await mountUi(<Probe />);
    await until(() => labels(el).length === 3);
    const rows = qa(el, '[role="treeitem"]');
    expect(rows.map((r) => r.tabIndex)).to.deep.equal([0, -1, -1]);
    rows[0]!.focus();
    await press('ArrowRight');
    await until(() => labels(el).length === 5);
    await press('ArrowRight');
    await until(() => focusedId(el) === 'f1');
    await press('ArrowRight');
    await until(() => labels(el).includes('Thermostat A'));
    await press('ArrowDown');
    await until(() => focusedId(el) === 't1');
    await press('Enter');
    expect(picked).to.deep.equal(['t1']);
    expect(q(el, '[data-node="t1"]')!.getAttribute('aria-selected')).to.equal('true');
    await press('ArrowLeft');
    await until(() => focusedId(el) === 'f1');
    await press('ArrowLeft');
    await until(() => !labels(el).includes('Thermostat A'));
    await press('End');
    await until(() => focusedId(el) === 'lone');
    await press('Home');
    await until(() => focusedId(el) === 'b1');
    await press(' ');
    expect(picked).to.deep.equal(['t1', 'b1']);
  });

  it('optional search: filters loaded nodes to matches and their ancestors, opened, with the match highlighted', async () => {
    const el = await mountUi(<Probe searchable />);
    await until(() => labels(el).length === 3);
    (await item(el, 'b1')).click();
    (q(el, '[data-node="b1"] .toggle') as HTMLElement).click();
    await until(() => labels(el).length === 5);
    (q(el, '[data-node="f1"] .toggle') as HTMLElement).click();
    (q(el, '[data-node="f1"] .toggle') as HTMLElement).click(); // closed again: search must still find inside
    (q(el, '[data-node="b2"] .toggle') as HTMLElement).click();
    await until(() => labels(el).includes('Thermostat B'));
    (q(el, '[data-node="b2"] .toggle') as HTMLElement).click();
    await until(() => !labels(el).includes('Thermostat B'));
    await typeInto(await $(el, '[data-testid="nav-tree-search"]'), 'thermo');
    await until(() => labels(el).length === 5);
    expect(labels(el)).to.deep.equal(['Building 1', 'Floor 1', 'Thermostat A', 'Building 2', 'Thermostat B']);
    expect(q(el, '[data-node="t1"] b[data-highlight]')!.textContent).to.equal('Thermo');
    await typeInto(await $(el, '[data-testid="nav-tree-search"]'), 'zzz');
    await until(() => labels(el).length === 0);
    expect(q(el, '[role="tree"]')!.textContent).to.contain("Nothing matches 'thermozzz'");
  });

  it('search text from outside replaces the field', async () => {
    const el = await mountUi(<Probe searchable search="lone" />);
    await until(() => labels(el).length === 1);
    expect(q(el, '[data-testid="nav-tree-search"]')).to.equal(null);
    expect(labels(el)).to.deep.equal(['Lone sensor']);
  });
});
