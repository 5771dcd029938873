/**
 * `<iot-rule-chain-editor>` end to end against the real server: build a chain from the
 * library, connect, configure and test a script, save, reload; undo/redo; copy/paste across chains; keyboard
 * operation; draft recovery; links to other chains; import/export of every rule chain file — our fixtures
 * (tests/fixtures/rule_chains) and, with IOT_TB_COMPAT_DIR, ThingsBoard 3.3.1's own exports; screenshots in light and
 * dark.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { COMPAT_SKIP, compatDir, readCorpus, type CorpusSource } from '../fixtures/corpus.mjs';
import {
  apiLogin,
  connect,
  createChain,
  deleteChain,
  dropFromLibrary,
  focusCanvas,
  getMetadata,
  nodeNamed,
  nodePosition,
  openEditor,
  saveMetadata,
  useSession,
  withLocalTargets,
  type Session,
} from './rule-chain-support';
import { screenshot } from './support/screenshot';

const shot = (name: string) => `tests/e2e/screenshots/${name}.png`;
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';
const unique = (p: string) => `${p} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let session: Session;
test.beforeEach(async ({ page, request }) => {
  session = await apiLogin(request);
  await useSession(page, session);
  await page.setViewportSize({ width: 1440, height: 900 });
});

const TWO_NODES = {
  firstNodeIndex: 0,
  nodes: [
    {
      type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
      name: 'Hot?',
      debugMode: false,
      configuration: { jsScript: 'return msg.temperature > 20;' },
      additionalInfo: { layoutX: 320, layoutY: 150 },
    },
    {
      type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode',
      name: 'Store',
      debugMode: false,
      configuration: { defaultTTL: 0 },
      additionalInfo: { layoutX: 620, layoutY: 150 },
    },
  ],
  connections: [{ fromIndex: 0, toIndex: 1, type: 'True' }],
  ruleChainConnections: null,
};

test('add nodes from the library, connect, configure a script node and test it in the dialog, save, reload', async ({
  page,
  request,
}) => {
  const id = await createChain(request, session, unique('e2e build'));
  await openEditor(page, id);
  await dropFromLibrary(page, 'transform.TbTransformMsgNode', 300, 260);
  await expect(nodeNamed(page, 'script')).toBeVisible();
  await dropFromLibrary(page, 'telemetry.TbMsgTimeseriesNode', 600, 260);
  const script = nodeNamed(page, 'script');
  const store = nodeNamed(page, 'save timeseries');
  await expect(store).toBeVisible();
  // The first node of an empty chain is linked from Input.
  await expect(page.locator('[data-testid="edge"][data-id^="__input->"]')).toHaveCount(1);

  await connect(page, script, store);
  const dialog = page.getByTestId('relation-type-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[data-relation="Success"]')).toBeChecked();
  await expect(dialog.locator('input[data-relation="Failure"]')).not.toBeChecked();
  await page.getByTestId('relation-confirm').click();
  await expect(page.locator('[data-testid="edge-label"]', { hasText: 'Success' })).toBeVisible();

  await script.click();
  const field = page.getByTestId('script-field-jsScript');
  await expect(field.locator('[data-testid="js-func-header"]')).toHaveText(
    'function Transform(msg, metadata, msgType) {',
  );
  await field.locator('.cm-content').click();
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type(
    'msg.doubled = msg.temperature * 2; return {msg: msg, metadata: metadata, msgType: msgType};',
  );
  await page.getByTestId('script-test-open').click();
  const testDialog = page.getByTestId('script-test-dialog');
  await expect(testDialog).toBeVisible();
  await page.getByTestId('script-test-run').click();
  await expect(page.getByTestId('script-test-output-editor')).toContainText('"doubled": 44.8');
  await screenshot(page, shot('rule-chain-script-test'));
  await page.getByTestId('script-test-save').click();
  await expect(testDialog).toBeHidden();

  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('rule-chain-dirty')).toBeHidden();
  const meta = await getMetadata(request, session, id);
  expect(meta.nodes.map((n) => n.name)).toEqual(['script', 'save timeseries']);
  expect(meta.firstNodeIndex).toBe(0);
  expect(meta.connections).toEqual([{ fromIndex: 0, toIndex: 1, type: 'Success' }]);
  expect(meta.nodes[0]!.configuration['jsScript']).toContain('msg.doubled = msg.temperature * 2;');

  await page.reload();
  await expect(nodeNamed(page, 'script')).toBeVisible({ timeout: 15_000 });
  await expect(nodeNamed(page, 'save timeseries')).toBeVisible();
  await expect(page.getByTestId('draft-banner')).toBeHidden();
  await expect(page.locator('[data-testid="edge-label"]', { hasText: 'Success' })).toBeVisible();
});

test('a script that does not compile is marked in the JS editor (server sandbox validation)', async ({
  page,
  request,
}) => {
  const id = await createChain(request, session, unique('e2e js'));
  await saveMetadata(request, session, id, TWO_NODES);
  await openEditor(page, id);
  await nodeNamed(page, 'Hot?').click();
  const field = page.getByTestId('script-field-jsScript');
  await field.locator('.cm-content').click();
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type('var t = msg.temperature;\nreturn t >;');
  await page.getByTestId('node-name').click(); // focus leaves the editor: validation runs
  await expect(field.getByTestId('code-editor-error')).toContainText('SyntaxError');
  await expect(field.getByTestId('code-editor-error')).toContainText('Line 2');
  await expect(field.locator('.cm-error-line')).toHaveCount(1);
  await expect(nodeNamed(page, 'Hot?').locator('[data-testid="rule-node"]')).toHaveCSS('border-top-style', 'dashed');
  // Save stays disabled while a node is invalid; Ctrl+S says why.
  await expect(page.getByTestId('editor-save')).toBeDisabled();
  await expect(page.getByTestId('editor-save')).toHaveAttribute('title', 'Fix the marked nodes before saving (1).');
  await page.keyboard.press(`${mod}+S`);
  await expect(page.getByTestId('toast-root')).toContainText('Fix the marked nodes');
});

test('undo/redo step by step, decline changes, and the debug badge', async ({ page, request }) => {
  const id = await createChain(request, session, unique('e2e undo'));
  await saveMetadata(request, session, id, TWO_NODES);
  await openEditor(page, id);
  const hot = nodeNamed(page, 'Hot?');
  await hot.click();
  await focusCanvas(page);
  await page.keyboard.press('Delete');
  await expect(hot).toHaveCount(0);
  await expect(page.getByTestId('rule-chain-dirty')).toBeVisible();
  await page.keyboard.press(`${mod}+Z`);
  await expect(hot).toBeVisible();
  await expect(page.getByTestId('rule-chain-dirty')).toBeHidden();
  await page.keyboard.press(`${mod}+Shift+Z`);
  await expect(hot).toHaveCount(0);
  await page.getByTestId('editor-undo').click();
  await expect(hot).toBeVisible();
  await expect(page.locator('[data-testid="edge-label"]', { hasText: 'True' })).toBeVisible();

  // One click on the badge turns debug mode on; the badge then stays visible.
  const badge = hot.getByTestId('rule-node-debug');
  await hot.hover();
  await badge.click();
  await expect(badge).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(5, 5);
  await expect(badge).toBeVisible();
  await page.getByTestId('editor-decline').click();
  await expect(badge).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('rule-chain-dirty')).toBeHidden();
  // Decline is itself one undoable step.
  await page.getByTestId('editor-undo').click();
  await expect(badge).toHaveAttribute('aria-pressed', 'true');
});

test('a dragged node is selected at once and the details panel follows on release, so the canvas keeps still', async ({
  page,
  request,
}) => {
  const id = await createChain(request, session, unique('e2e drag'));
  await saveMetadata(request, session, id, TWO_NODES);
  await openEditor(page, id);
  const hot = nodeNamed(page, 'Hot?');
  const canvas = page.getByTestId('rule-chain-canvas');
  const width = (await canvas.boundingBox())!.width;
  const from = await nodePosition(hot);
  const box = (await hot.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 5; i += 1) await page.mouse.move(box.x + box.width / 2 + i * 12, box.y + box.height / 2 + i * 6);
  await expect(hot).toHaveClass(/selected/);
  await expect(page.getByTestId('details-panel')).toHaveCount(0);
  expect((await canvas.boundingBox())!.width).toBe(width);
  await page.mouse.up();
  await expect(page.getByTestId('details-panel')).toBeVisible();
  await expect(page.getByTestId('details-panel').locator('h3')).toHaveText('Hot?');
  const to = await nodePosition(hot);
  expect(to.x).toBeGreaterThan(from.x);
  await page.getByTestId('editor-undo').click();
  await expect.poll(() => nodePosition(hot)).toEqual(from);

  // A plain click opens the panel too (on release).
  await page.getByTestId('details-close').click();
  await expect(page.getByTestId('details-panel')).toHaveCount(0);
  await nodeNamed(page, 'Store').click();
  await expect(page.getByTestId('details-panel').locator('h3')).toHaveText('Store');
});

/** A chain of `count` script filters on a 20-column grid, each linked to the next. */
function gridChain(count: number) {
  return {
    firstNodeIndex: 0,
    nodes: Array.from({ length: count }, (_, i) => ({
      type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
      name: `Node ${i}`,
      debugMode: false,
      configuration: { jsScript: 'return msg.temperature > 20;' },
      additionalInfo: { layoutX: 80 + (i % 20) * 240, layoutY: 80 + Math.floor(i / 20) * 130 },
    })),
    connections: Array.from({ length: count - 1 }, (_, i) => ({ fromIndex: i, toIndex: i + 1, type: 'True' })),
    ruleChainConnections: null,
  };
}

test('a dropped node is drawn where it was dropped in every frame until the details panel has caught up', async ({
  page,
  request,
}) => {
  // Enough nodes that the canvas's re-render after the drop and the details panel's are not one render.
  const id = await createChain(request, session, unique('e2e drop'));
  await saveMetadata(request, session, id, gridChain(60));
  await openEditor(page, id);
  const node = nodeNamed(page, 'Node 30');
  const from = await nodePosition(node);
  const box = (await node.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(box.x + box.width / 2 + i * 8, box.y + box.height / 2 + i * 5);
  const dropped = await nodePosition(node);
  expect(dropped).not.toEqual(from);
  await node.evaluate((el: HTMLElement) => {
    const frames: string[] = [];
    Object.assign(window, { iotDropFrames: frames });
    const root = el.getRootNode() as ShadowRoot;
    const tick = () => {
      frames.push(el.style.transform);
      if (!root.querySelector('[data-testid="node-details"] .cm-editor')) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.up();
  await expect(page.getByTestId('details-panel').locator('h3')).toHaveText('Node 30');
  await expect(page.getByTestId('node-details').locator('.cm-editor')).toBeVisible();
  const drawn = await page.evaluate(() => (window as unknown as { iotDropFrames: string[] }).iotDropFrames);
  expect(drawn.length).toBeGreaterThan(0);
  for (const transform of drawn) {
    const [x, y] = (/translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(transform) ?? []).slice(1).map(Number);
    expect({ x, y }).toEqual(dropped);
  }
  // The document took the move: one undo step puts the node back.
  await expect.poll(() => nodePosition(node)).toEqual(dropped);
  await page.getByTestId('editor-undo').click();
  await expect.poll(() => nodePosition(node)).toEqual(from);
});

test('keyboard: add from the library, select all, nudge with arrows, delete', async ({ page, request }) => {
  const id = await createChain(request, session, unique('e2e keys'));
  await saveMetadata(request, session, id, TWO_NODES);
  await openEditor(page, id);
  await page.getByTestId('library-search').fill('log');
  const logItem = page.locator('[data-testid="library-item"][data-clazz$="action.TbLogNode"]');
  await logItem.focus();
  await page.keyboard.press('Enter');
  await expect(nodeNamed(page, 'log')).toBeVisible();
  await expect(page.getByTestId('details-panel')).toBeVisible();
  await focusCanvas(page);
  const before = await nodePosition(nodeNamed(page, 'Store'));
  await page.keyboard.press(`${mod}+A`);
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(3);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(() => nodePosition(nodeNamed(page, 'Store'))).toEqual({ x: before.x + 20, y: before.y + 1 });
  await page.keyboard.press('Escape');
  await expect(page.locator('.react-flow__node.selected')).toHaveCount(0);
  // Tab reaches the nodes; Enter selects the focused one; Delete removes it.
  await nodeNamed(page, 'log').focus();
  await page.keyboard.press('Enter');
  await expect(nodeNamed(page, 'log')).toHaveClass(/selected/);
  await page.keyboard.press('Delete');
  await expect(nodeNamed(page, 'log')).toHaveCount(0);
  await page.keyboard.press(`${mod}+S`);
  await expect(page.getByTestId('rule-chain-dirty')).toBeHidden();
  const meta = await getMetadata(request, session, id);
  expect(meta.nodes.find((n) => n.name === 'Store')!.additionalInfo).toMatchObject({ layoutX: 640, layoutY: 151 });
});

test('copy/paste across chains (localStorage clipboard) and draft recovery after reload', async ({ page, request }) => {
  const a = await createChain(request, session, unique('e2e copy A'));
  const b = await createChain(request, session, unique('e2e copy B'));
  await saveMetadata(request, session, a, TWO_NODES);
  await openEditor(page, a);
  await focusCanvas(page);
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.press(`${mod}+C`);

  await openEditor(page, b);
  await focusCanvas(page);
  await page.keyboard.press(`${mod}+V`);
  await expect(nodeNamed(page, 'Hot?')).toBeVisible();
  await expect(nodeNamed(page, 'Store')).toBeVisible();
  await expect(page.locator('[data-testid="edge-label"]', { hasText: 'True' })).toBeVisible();
  // Unsaved work survives a reload as a draft, once the editor has stored it (a moment after the last change).
  await expect
    .poll(() =>
      page.evaluate((key) => localStorage.getItem(key)?.includes('Hot?') ?? false, `TB-rule-chain-draft:${b}`),
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByTestId('draft-banner')).toBeVisible({ timeout: 15_000 });
  await expect(nodeNamed(page, 'Hot?')).toHaveCount(0);
  await page.getByTestId('draft-restore').click();
  await expect(nodeNamed(page, 'Hot?')).toBeVisible();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('rule-chain-dirty')).toBeHidden();
  const meta = await getMetadata(request, session, b);
  expect(meta.nodes.map((n) => n.name).sort()).toEqual(['Hot?', 'Store']);
  expect(meta.connections).toHaveLength(1);
  expect(meta.nodes[0]!.configuration).toEqual(TWO_NODES.nodes[0]!.configuration);
});

test('rule chain nodes: links through ruleChainConnections, used by, failed target stub, unknown class placeholder', async ({
  page,
  request,
}) => {
  const target = await createChain(request, session, unique('e2e target'));
  const doomed = await createChain(request, session, unique('e2e doomed'));
  const src = await createChain(request, session, unique('e2e source'));
  await saveMetadata(request, session, src, {
    ...TWO_NODES,
    nodes: [
      ...TWO_NODES.nodes,
      {
        type: 'com.example.rule.NotInstalledNode',
        name: 'Mystery',
        debugMode: false,
        configuration: {},
        additionalInfo: { layoutX: 320, layoutY: 320 },
      },
    ],
    ruleChainConnections: [
      {
        fromIndex: 1,
        targetRuleChainId: { entityType: 'RULE_CHAIN', id: target },
        additionalInfo: { layoutX: 900, layoutY: 150, ruleChainNodeId: 'rule-chain-node-1' },
        type: 'Success',
      },
      {
        fromIndex: 0,
        targetRuleChainId: { entityType: 'RULE_CHAIN', id: doomed },
        additionalInfo: { layoutX: 900, layoutY: 300, ruleChainNodeId: 'rule-chain-node-2' },
        type: 'False',
      },
    ],
  });
  await deleteChain(request, session, doomed);
  await openEditor(page, src);
  await expect(page.getByTestId('chain-node')).toHaveCount(2);
  await expect(page.locator('[data-testid="chain-node"][data-stub]')).toHaveCount(1);
  await page.locator('[data-testid="chain-node"][data-stub]').click();
  await expect(page.getByTestId('link-target-stub')).toContainText(doomed);
  await nodeNamed(page, 'Mystery').click();
  await expect(page.getByTestId('unknown-node-placeholder')).toHaveText(
    'Unknown Rule Node class: com.example.rule.NotInstalledNode',
  );

  await openEditor(page, target);
  await page.getByTestId('used-by-button').hover();
  await page.getByTestId('used-by-button').click();
  await expect(page.getByTestId('used-by-item')).toHaveCount(1);
});

interface ChainFile {
  ruleChain: { type?: string };
  metadata: {
    nodes: { name: string; additionalInfo: { layoutX: number; layoutY: number } }[];
    connections: { fromIndex: number; toIndex: number }[];
    ruleChainConnections:
      | {
          fromIndex: number;
          targetRuleChainId: { entityType: string; id: string };
          additionalInfo: { ruleChainNodeId: string };
        }[]
      | null;
  };
}

for (const source of ['fixtures', 'compat'] as CorpusSource[]) {
  const off = source === 'compat' && !compatDir();
  // Without the compat folder, one skipped test stands for ThingsBoard's exports.
  const files = off ? [{ name: 'rule chain exports', json: null }] : readCorpus(source, 'rule_chains');
  for (const entry of files) {
    const what = source === 'fixtures' ? entry.name : `ThingsBoard 3.3.1's ${entry.name} (IOT_TB_COMPAT_DIR)`;
    test(`imports, displays, saves and exports ${what} with the same structure`, async ({ page, request }) => {
      test.skip(off, COMPAT_SKIP);
      const name = unique(`e2e ${entry.name}`);
      const original = await withLocalTargets(request, session, entry.json as ChainFile, name);
      const id = await createChain(request, session, name, original.ruleChain.type ?? 'CORE');
      await openEditor(page, id);
      await page.getByTestId('editor-import-file').setInputFiles({
        name: entry.name,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(original)),
      });
      for (const n of original.metadata.nodes) {
        await expect
          .poll(() => nodePosition(nodeNamed(page, n.name)))
          .toEqual({ x: n.additionalInfo.layoutX, y: n.additionalInfo.layoutY });
      }
      // One edge per linked pair of nodes (its labels grouped), one per node linked to a rule chain node, and Input's.
      const pairs = new Set(original.metadata.connections.map((c) => `${c.fromIndex}-${c.toIndex}`));
      const chainPairs = new Set(
        (original.metadata.ruleChainConnections ?? []).map((c) => `${c.fromIndex}-${c.additionalInfo.ruleChainNodeId}`),
      );
      await expect(page.locator('[data-testid="edge"]')).toHaveCount(pairs.size + chainPairs.size + 1);
      await page.getByTestId('editor-save').click();
      await expect(page.getByTestId('rule-chain-dirty')).toBeHidden();
      await page.reload();
      await expect(nodeNamed(page, original.metadata.nodes[0]!.name)).toBeVisible({ timeout: 15_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('editor-export').click()]);
      const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
      expect(exported.metadata).toEqual(original.metadata);
      expect(Object.keys(exported.ruleChain).sort()).toEqual(Object.keys(original.ruleChain).sort());
      expect(exported.ruleChain.type).toBe(original.ruleChain.type);
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot of the editor, ${theme}`, async ({ page, request }) => {
    const name = unique('Screenshot chain');
    const fixture = readCorpus('fixtures', 'rule_chains').find((f) => f.name === 'greenhouse_climate.json')!;
    const file = await withLocalTargets(request, session, fixture.json as ChainFile, name);
    const id = await createChain(request, session, name);
    await saveMetadata(request, session, id, {
      ...file.metadata,
      nodes: file.metadata.nodes.map((n: { name: string }, i: number) => ({ ...n, debugMode: i === 2 })),
    });
    await openEditor(page, id);
    await page.evaluate((th) => document.querySelector('iot-rule-chain-editor')!.setAttribute('theme', th), theme);
    await nodeNamed(page, 'Message Type Switch').click();
    await expect(page.getByTestId('details-panel')).toBeVisible();
    await screenshot(page, shot(`rule-chain-editor-${theme}`), { settleMs: 400 });
  });
}

test('the console routes /ruleChains/:ruleChainId to the editor', async ({ page, request }) => {
  const id = await createChain(request, session, unique('e2e console'));
  await saveMetadata(request, session, id, TWO_NODES);
  await page.goto(`/ruleChains/${id}`);
  await expect(page.getByTestId('rule-chain-page')).toBeVisible({ timeout: 15_000 });
  await expect(nodeNamed(page, 'Store')).toBeVisible();
  await screenshot(page, shot('rule-chain-in-console'));
});
