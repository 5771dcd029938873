/// <reference types="mocha" />
/**
 * Edit mode in real Chromium: the editable grid inside the real runtime (test data source), keyboard move and
 * resize, pointer drag as one undo step, undo/redo by keys and buttons, the context menu with copy/paste and
 * removal after confirmation.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useSyncExternalStore } from 'react';
import { createEditMode, type EditController } from '../../../../src/features/dashboards/editor/edit-mode';
import { DashboardRuntime } from '../../../../src/features/dashboards/runtime/dashboard-runtime';
import { DialogsProvider } from '../../../../src/ui/dialog/dialog-service';
import { ToastProvider } from '../../../../src/ui/toast/toast-context';
import { viewport } from '../../dashboards/dashboard-harness';
import { TestDataSource } from '../../dashboards/test-data-source';
import { $, mountUi, q, qa, sleep, unmountAll, until } from '../../ui/harness';

const card = (id: string, title: string) => ({
  id,
  isSystemType: true,
  bundleAlias: 'cards',
  typeAlias: 'html_card',
  type: 'static',
  title,
  sizeX: 6,
  sizeY: 3,
  config: { datasources: [], title, showTitle: true, settings: { cardHtml: `<p>${title}</p>` } },
});

function dashboard() {
  return {
    id: { entityType: 'DASHBOARD', id: `wtr-${Math.random()}` },
    title: 'Edit test',
    configuration: {
      widgets: { w1: card('w1', 'One'), w2: card('w2', 'Two') },
      states: {
        default: {
          name: 'Edit test',
          root: true,
          layouts: {
            main: {
              widgets: { w1: { sizeX: 6, sizeY: 3, row: 0, col: 0 }, w2: { sizeX: 6, sizeY: 3, row: 0, col: 8 } },
              gridSettings: { columns: 24, margin: 10 },
            },
          },
        },
      },
      settings: { showTitle: true },
    },
  };
}

function Harness({ ctl, ds }: { ctl: EditController; ds: TestDataSource }) {
  useSyncExternalStore(ctl.session.subscribe, ctl.session.getSnapshot);
  return (
    <DialogsProvider>
      <ToastProvider>
        <div style={{ width: 1240, height: 760, display: 'flex', flexDirection: 'column' }}>
          <DashboardRuntime
            model={ctl.model()}
            raw={ctl.session.raw}
            dataSource={ds}
            user={{ userId: 'u', authority: 'TENANT_ADMIN' }}
            theme="light"
            layoutView={ctl.Layout}
            banner={<ctl.Toolbar />}
          />
        </div>
      </ToastProvider>
    </DialogsProvider>
  );
}

async function mount() {
  const raw = dashboard();
  const ctl = createEditMode({ base: raw, userId: 'u', dashboardId: raw.id.id, onExit: () => undefined });
  const ds = new TestDataSource({ updateIntervalMs: 0 });
  const el = await mountUi(() => <Harness ctl={ctl} ds={ds} />, 'theme="light"');
  await until(() => qa(el, '[data-testid="widget-cell"]').length === 2, 8000, 'two cells');
  const cell = (id: string) => q<HTMLElement>(el, `[data-widget-id="${id}"]`)!;
  return { el, ctl, ds, cell };
}

const rect = (c: HTMLElement) => c.dataset.rect;

function layoutEditCases() {
  it('moves a focused widget with arrows and resizes it with shift+arrows', async () => {
    const { cell, ds } = await mount();
    const left = cell('w1').offsetLeft;
    cell('w1').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => rect(cell('w1')) === '1,1,6,3', 2000, 'moved');
    expect(cell('w1').offsetLeft).to.be.greaterThan(left);
    expect(cell('w1').dataset.selected).to.equal('true');
    await sendKeys({ press: 'Shift+ArrowRight' });
    await sendKeys({ press: 'Shift+ArrowRight' });
    await until(() => rect(cell('w1')) === '1,1,8,3', 2000, 'resized');
    // Growing into w2 pushes it below.
    await sendKeys({ press: 'Shift+ArrowRight' });
    await until(() => rect(cell('w2')) === '8,4,6,3', 2000, 'w2 pushed down');
    ds.dispose();
  });

  it('moves and resizes a widget of the right layout by keyboard and drags it, like the main layout', async () => {
    await viewport(1300, 900); // the right layout shows beside the main one above the mobile breakpoint
    const raw = dashboard();
    const conf = raw.configuration as unknown as {
      widgets: Record<string, unknown>;
      states: { default: { layouts: Record<string, unknown> } };
    };
    conf.widgets.w3 = card('w3', 'Three');
    conf.states.default.layouts.right = {
      widgets: { w3: { sizeX: 8, sizeY: 3, row: 0, col: 0 } },
      gridSettings: { columns: 24, margin: 10 },
    };
    const ctl = createEditMode({ base: raw, userId: 'u', dashboardId: raw.id.id, onExit: () => undefined });
    const ds = new TestDataSource({ updateIntervalMs: 0 });
    const el = await mountUi(() => <Harness ctl={ctl} ds={ds} />, 'theme="light"');
    const right = await $(el, '[data-testid="dashboard-layout-right"]', 8000);
    const w3 = () => right.querySelector<HTMLElement>('[data-widget-id="w3"]')!;
    await until(() => w3(), 8000, 'right layout cell');
    const stored = () =>
      (
        ctl.session.raw as typeof raw & {
          configuration: {
            states: {
              default: {
                layouts: { right: { widgets: Record<string, unknown> }; main: { widgets: Record<string, unknown> } };
              };
            };
          };
        }
      ).configuration.states.default.layouts;
    w3().focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => rect(w3()) === '1,1,8,3', 2000, 'moved');
    await sendKeys({ press: 'Shift+ArrowRight' });
    await sendKeys({ press: 'Shift+ArrowDown' });
    await until(() => rect(w3()) === '1,1,9,4', 2000, 'resized');
    expect(stored().right.widgets.w3).to.deep.include({ col: 1, row: 1, sizeX: 9, sizeY: 4 });
    expect(stored().main.widgets).to.deep.equal({
      w1: { sizeX: 6, sizeY: 3, row: 0, col: 0 },
      w2: { sizeX: 6, sizeY: 3, row: 0, col: 8 },
    });
    // A pointer drag by three columns and one row.
    const shield = w3().children[1] as HTMLElement;
    const box = shield.getBoundingClientRect();
    const pitch = w3().getBoundingClientRect().width / 9;
    const rowPitch = w3().getBoundingClientRect().height / 4;
    const [x, y] = [Math.round(box.left + 20), Math.round(box.top + 30)];
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 6; i++)
      await sendMouse({
        type: 'move',
        position: [x + Math.round((pitch * 3 * i) / 6), y + Math.round((rowPitch * i) / 6)],
      });
    await sendMouse({ type: 'up' });
    await until(() => rect(w3()) === '4,2,9,4', 2000, 'dragged');
    await sendKeys({ press: 'Control+z' });
    await until(() => rect(w3()) === '1,1,9,4', 2000, 'drag undone');
    ds.dispose();
  });
}

function historyCases() {
  it('undoes and redoes with keys and buttons; a drag is one step', async () => {
    const { el, cell, ctl, ds } = await mount();
    const undoBtn = await $<HTMLButtonElement>(el, '[data-testid="edit-undo"]');
    const redoBtn = q<HTMLButtonElement>(el, '[data-testid="edit-redo"]')!;
    expect(undoBtn.disabled).to.equal(true);
    const shield = cell('w2').children[1] as HTMLElement;
    const box = shield.getBoundingClientRect();
    const pitch = cell('w2').getBoundingClientRect().width / 6;
    const [x, y] = [Math.round(box.left + 40), Math.round(box.top + 40)];
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    for (let i = 1; i <= 6; i++)
      await sendMouse({
        type: 'move',
        position: [x + Math.round((pitch * 3 * i) / 6), y + Math.round((pitch * 2 * i) / 6)],
      });
    await sendMouse({ type: 'up' });
    await until(() => rect(cell('w2')) === '11,2,6,3', 2000, 'dragged');
    expect(ctl.session.getSnapshot().past.length).to.equal(1);
    expect(undoBtn.disabled).to.equal(false);
    cell('w1').focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => rect(cell('w1')) === '0,1,6,3', 2000, 'moved');
    await sendKeys({ press: 'Control+z' });
    await until(() => rect(cell('w1')) === '0,0,6,3', 2000, 'undo move');
    undoBtn.click();
    await until(() => rect(cell('w2')) === '8,0,6,3', 2000, 'undo whole drag');
    expect(undoBtn.disabled).to.equal(true);
    await sendKeys({ press: 'Control+Shift+z' });
    await until(() => rect(cell('w2')) === '11,2,6,3', 2000, 'redo drag');
    redoBtn.click();
    await until(() => rect(cell('w1')) === '0,1,6,3', 2000, 'redo move');
    await until(() => redoBtn.disabled, 2000, 'redo disabled');
    ds.dispose();
  });

  it('has a context menu: copy, paste, and remove after confirmation', async () => {
    const { el, cell, ds } = await mount();
    const box = cell('w1').getBoundingClientRect();
    await sendMouse({
      type: 'click',
      button: 'right',
      position: [Math.round(box.left + 30), Math.round(box.top + 30)],
    });
    const menu = await $(el, '[data-testid="edit-context-menu"]');
    expect([...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].map((m) => m.dataset.testid)).to.deep.equal([
      'menu-edit',
      'menu-export',
      'menu-copy',
      'menu-paste',
      'menu-paste-reference',
      'menu-remove',
    ]);
    expect(menu.querySelector('[data-testid="menu-remove"] kbd')!.textContent).to.equal('Del');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' }); // Copy
    await until(() => !q(el, '[data-testid="edit-context-menu"]'), 2000, 'menu closed');
    cell('w2').focus();
    await sendKeys({ press: 'Control+v' });
    await until(() => qa(el, '[data-testid="widget-cell"]').length === 3, 3000, 'pasted');
    const pasted = qa(el, '[data-testid="widget-cell"]').find((c) => !['w1', 'w2'].includes(c.dataset.widgetId!))!;
    expect(rect(pasted)).to.equal('14,0,6,3');
    pasted.focus();
    await sendKeys({ press: 'Delete' });
    const yes = await until(
      () => qa(el, '[data-testid="remove-widget-confirm"] button').find((b) => b.textContent === 'Yes'),
      3000,
      'confirm',
    );
    (yes as HTMLButtonElement).click();
    await until(() => qa(el, '[data-testid="widget-cell"]').length === 2, 3000, 'removed');
    await sleep(50);
    ds.dispose();
  });
}

function filterCases() {
  it('the toolbar filter panel follows filters edited in edit mode', async () => {
    const { el, ctl, ds } = await mount();
    const filter = (name: string, label: string) => ({
      id: 'f1',
      filter: name,
      editable: true,
      keyFilters: [
        {
          key: { type: 'TIME_SERIES', key: 'temperature' },
          valueType: 'NUMERIC',
          predicates: [
            {
              keyFilterPredicate: {
                type: 'NUMERIC',
                operation: 'GREATER',
                value: { defaultValue: 20, userValue: null, dynamicValue: null },
              },
              userInfo: { editable: true, label, autogeneratedLabel: false, order: 0 },
            },
          ],
        },
      ],
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const withFilter = (name: string, label: string) => (raw: Record<string, any>) => ({
      ...raw,
      configuration: {
        ...raw.configuration,
        settings: { ...raw.configuration.settings, showFilters: true },
        filters: { f1: filter(name, label) },
      },
    });
    ctl.session.apply(withFilter('Warm', 'Above'));
    (await $<HTMLButtonElement>(el, '[data-testid="dashboard-filters"]')).click();
    await until(() => qa(el, 'legend').find((l) => l.textContent === 'Warm'), 3000, 'first filter shown');
    await sendKeys({ press: 'Escape' });
    ctl.session.apply(withFilter('Hot', 'Hotter than'));
    (await $<HTMLButtonElement>(el, '[data-testid="dashboard-filters"]')).click();
    await until(() => qa(el, 'legend').find((l) => l.textContent === 'Hot'), 3000, 'edited filter shown');
    expect(qa(el, 'legend').some((l) => l.textContent === 'Warm')).to.equal(false);
    expect(qa(el, 'label').some((l) => l.textContent?.startsWith('Hotter than'))).to.equal(true);
    ds.dispose();
  });
}

describe('dashboard edit mode', () => {
  afterEach(() => unmountAll());

  describe('moving and resizing', layoutEditCases);
  describe('undo, redo and the context menu', historyCases);
  describe('filters', filterCases);
});
