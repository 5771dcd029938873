/**
 * The rule chains list in `<iot-console>` against the real server: the demo chains with the root mark, toolbar
 * search, add (opens the editor), make root (confirmed), delete (confirmed; the root chain offers no delete and cannot
 * be selected, declining keeps the chain), export of a stored chain and import of a ThingsBoard rule chain file
 * (tests/fixtures/rule_chains/south_wing.json; opens the editor with the file's nodes). Other specs share the server,
 * so rows are found through the search with unique names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURES_DIR } from '../fixtures/corpus.mjs';
import {
  apiLogin,
  createChain,
  deleteChain,
  getMetadata,
  nodeNamed,
  saveMetadata,
  useSession,
  type Session,
} from './rule-chain-support';
import { go } from './entities-support';
import { setTheme } from './shell-support';
import { screenshot } from './support/screenshot';

const chainFile = `${FIXTURES_DIR}/rule_chains/south_wing.json`;
const shot = (name: string) => `tests/e2e/screenshots/${name}.png`;
const unique = (p: string) => `${p} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const auth = (s: Session) => ({ 'X-Authorization': `Bearer ${s.token}` });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Ids of serious and critical axe-core violations on the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

let session: Session;
test.beforeEach(async ({ page, request }) => {
  session = await apiLogin(request);
  await useSession(page, session);
  await page.setViewportSize({ width: 1440, height: 900 });
});

const row = (page: Page, name: string) => page.locator(`[data-testid="rule-chain-row"][data-name="${name}"]`);
/** The table's delete button of a row. */
const deleteAction = '[data-action="delete"]';

async function openList(page: Page, search?: string) {
  await page.goto('/ruleChains');
  await expect(page.getByTestId('rule-chains-table')).toBeVisible({ timeout: 15_000 });
  if (search) {
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-input').fill(search);
  }
}

test('lists the demo chains with the root mark; the root chain cannot be deleted', async ({ page }) => {
  await openList(page, 'Root Rule Chain');
  const root = row(page, 'Root Rule Chain');
  await expect(root).toHaveAttribute('data-root', 'true');
  // As ThingsBoard, the root chain offers neither delete nor make root, and cannot be selected for a group delete.
  await expect(root.locator(deleteAction)).toHaveCount(0);
  await expect(root.getByTestId('rule-chain-make-root')).toHaveCount(0);
  await expect(root.getByRole('checkbox')).toBeDisabled();
  // Edge chains are not core chains: not in this list.
  await expect(page.locator('[data-testid="rule-chain-row"][data-name="Edge Root Rule Chain"]')).toHaveCount(0);
  await page.getByTestId('search-input').fill('no chain is called this');
  await expect(page.getByTestId('table-empty')).toHaveText("No rule chains match 'no chain is called this'.");
  await page.getByTestId('search-close').click();
  // Closing the search brings the whole list back (other specs add chains, so the demo ones may be on a later page).
  await expect(page.getByTestId('table-empty')).toHaveCount(0);
  await expect(page.getByTestId('rule-chain-row').first()).toBeVisible();
  await page.getByTestId('search-button').click();
  await page.getByTestId('search-input').fill('Thermostat');
  await expect(row(page, 'Thermostat')).toBeVisible();
  await screenshot(page, shot('rule-chains-list'));
  expect(await seriousViolations(page)).toEqual([]);
  await row(page, 'Thermostat').locator(deleteAction).click();
  await expect(page.getByTestId('rule-chain-delete-confirm')).toBeVisible();
  expect(await seriousViolations(page), 'delete confirmation').toEqual([]);
  await page.getByTestId('rule-chain-delete-confirm').getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Thermostat')).toBeVisible();
});

test('add a chain: the dialog requires a name, then the editor opens', async ({ page, request }) => {
  const name = unique('e2e list add');
  await openList(page);
  await page.getByTestId('table-add').click();
  await page.getByTestId('add-create').click();
  const dialog = page.getByTestId('rule-chain-create-dialog');
  await dialog.getByTestId('rule-chain-name').focus();
  await dialog.getByTestId('rule-chain-name').blur();
  await expect(dialog.getByText('Enter a name.')).toBeVisible();
  await expect(page.getByTestId('rule-chain-create-submit')).toBeDisabled();
  await dialog.getByTestId('rule-chain-name').fill(name);
  await page.getByTestId('rule-chain-create-submit').click();
  await expect(page).toHaveURL(/\/ruleChains\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('input-node')).toBeVisible({ timeout: 15_000 });
  const id = /\/ruleChains\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const chain = await (await request.get(`/api/ruleChain/${id}`, { headers: auth(session) })).json();
  expect(chain).toMatchObject({ name, type: 'CORE', root: false });
  await deleteChain(request, session, id);
});

test('make root asks first, moves the mark, and the old root becomes deletable', async ({ page, request }) => {
  const name = unique('e2e list root');
  const id = await createChain(request, session, name);
  const rootId = await (async () => {
    const list = await (
      await request.get('/api/ruleChains?pageSize=100&page=0&textSearch=Root%20Rule%20Chain', {
        headers: auth(session),
      })
    ).json();
    return (list.data as { id: { id: string }; name: string; root: boolean }[]).find((c) => c.root)!.id.id;
  })();
  try {
    await openList(page, name);
    await row(page, name).getByTestId('rule-chain-make-root').click();
    const confirm = page.getByTestId('rule-chain-root-confirm');
    await expect(confirm).toContainText(`Make '${name}' the root rule chain?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, name)).toHaveAttribute('data-root', 'false');
    await row(page, name).getByTestId('rule-chain-make-root').click();
    await page.getByTestId('rule-chain-root-confirm').getByRole('button', { name: 'Make root' }).click();
    await expect(row(page, name)).toHaveAttribute('data-root', 'true');
    await expect(page.getByText(`'${name}' is now the root rule chain.`)).toBeVisible();
    await page.getByTestId('search-input').fill('Root Rule Chain');
    await expect(row(page, 'Root Rule Chain')).toHaveAttribute('data-root', 'false');
    await expect(row(page, 'Root Rule Chain').locator(deleteAction)).toBeEnabled();
  } finally {
    await request.post(`/api/ruleChain/${rootId}/root`, { headers: auth(session) });
    await deleteChain(request, session, id);
  }
});

test('delete asks with the chain name; declining keeps it, confirming removes it', async ({ page, request }) => {
  const name = unique('e2e list delete');
  const id = await createChain(request, session, name);
  await openList(page, name);
  await row(page, name).locator(deleteAction).click();
  const confirm = page.getByTestId('rule-chain-delete-confirm');
  await expect(confirm).toContainText(`Delete the rule chain '${name}'?`);
  await expect(confirm).toContainText('removed for good');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, name)).toBeVisible();
  await row(page, name).locator(deleteAction).click();
  await page.getByTestId('rule-chain-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, name)).toHaveCount(0);
  await expect(page.getByText(`Rule chain '${name}' deleted.`)).toBeVisible();
  expect((await request.get(`/api/ruleChain/${id}`, { headers: auth(session) })).status()).toBe(404);
});

test('import a ThingsBoard file opens it in the editor; export writes the same structure back', async ({
  page,
  request,
}) => {
  const text = readFileSync(chainFile, 'utf8');
  const original = JSON.parse(text);
  const name = unique('e2e list import');
  const file = { ...original, ruleChain: { ...original.ruleChain, name } };
  await openList(page);
  await page.getByTestId('table-add').click();
  await page.getByTestId('add-import').click();
  const dialog = page.getByTestId('rule-chain-import-dialog');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"nodes": []}') });
  await expect(dialog.getByTestId('rule-chain-import-error')).toHaveText('This file is not a rule chain export.');
  await expect(page.getByTestId('rule-chain-import-submit')).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'south_wing.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await page.getByTestId('rule-chain-import-submit').click();
  await expect(page).toHaveURL(/\/ruleChains\/[0-9a-f-]{36}$/);
  for (const n of original.metadata.nodes) await expect(nodeNamed(page, n.name)).toBeVisible({ timeout: 15_000 });
  const id = /\/ruleChains\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  try {
    const meta = await getMetadata(request, session, id);
    expect(meta.nodes.map((n) => n.type)).toEqual(original.metadata.nodes.map((n: { type: string }) => n.type));
    await openList(page, name);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row(page, name).getByTestId('rule-chain-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name.toLowerCase().replace(/\s+/g, '_')}.json`);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.metadata).toEqual(original.metadata);
    expect(exported.ruleChain).toMatchObject({ name, type: 'CORE', root: false, firstRuleNodeId: null });
  } finally {
    await saveMetadata(request, session, id, {
      firstNodeIndex: null,
      nodes: [],
      connections: [],
      ruleChainConnections: null,
    });
    await deleteChain(request, session, id);
  }
});

test("a row opens the chain's details (as ThingsBoard), its open action the editor: the demo root chain", async ({
  page,
}) => {
  await openList(page, 'Root Rule Chain');
  await row(page, 'Root Rule Chain').click();
  await expect(page.getByTestId('details-title')).toHaveText('Root Rule Chain');
  await page.getByTestId('details-close').click();
  await expect(page.getByTestId('details-drawer')).toHaveCount(0);
  await row(page, 'Root Rule Chain').getByTestId('rule-chain-open').click();
  await expect(page).toHaveURL(/\/ruleChains\/[0-9a-f-]{36}$/);
  await expect(nodeNamed(page, 'Message Type Switch')).toBeVisible({ timeout: 15_000 });
  await expect(nodeNamed(page, 'Device Profile Node')).toBeVisible();
  // The breadcrumb names the chain, as ThingsBoard's does.
  await expect(page.getByTestId('breadcrumb')).toContainText('Root Rule Chain');
  await screenshot(page, shot('rule-chain-demo-root'), { settleMs: 300 });
});

test('edge rule chain templates: edge template root, assignment to new edges, no core chains', async ({
  page,
  request,
}) => {
  const name = unique('e2e edge template');
  const id = await createChain(request, session, name, 'EDGE');
  const templates = async () =>
    (await (await request.get('/api/ruleChains?pageSize=100&page=0&type=EDGE', { headers: auth(session) })).json())
      .data as { id: { id: string }; name: string; root: boolean }[];
  const edgeRootId = (await templates()).find((c) => c.root)!.id.id;
  try {
    await page.goto('/edgeManagement/ruleChains');
    await expect(page.getByRole('heading', { name: 'Rule chain templates', level: 2 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(row(page, 'Edge Root Rule Chain')).toHaveAttribute('data-root', 'true');
    await expect(row(page, 'Root Rule Chain')).toHaveCount(0);
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-input').fill(name);
    await expect(row(page, name)).toHaveAttribute('data-auto-assign', 'false');
    await row(page, name).getByTestId('rule-chain-auto-assign').click();
    await expect(row(page, name)).toHaveAttribute('data-auto-assign', 'true');
    const assigned = await (
      await request.get('/api/ruleChain/autoAssignToEdgeRuleChains', { headers: auth(session) })
    ).json();
    expect((assigned as { id: { id: string } }[]).map((c) => c.id.id)).toContain(id);
    await row(page, name).getByTestId('rule-chain-auto-unassign').click();
    await expect(row(page, name)).toHaveAttribute('data-auto-assign', 'false');
    await row(page, name).getByTestId('rule-chain-make-root').click();
    const confirm = page.getByTestId('rule-chain-root-confirm');
    await expect(confirm).toContainText(`Make '${name}' the root chain of new edges?`);
    await confirm.getByRole('button', { name: 'Make root' }).click();
    await expect(row(page, name)).toHaveAttribute('data-root', 'true');
    expect((await templates()).find((c) => c.root)?.id.id).toBe(id);
  } finally {
    await request.post(`/api/ruleChain/${edgeRootId}/edgeTemplateRoot`, { headers: auth(session) });
    await request.delete(`/api/ruleChain/${id}/autoAssignToEdge`, { headers: auth(session) });
    await deleteChain(request, session, id);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the list looks like the other entity tables, ${theme}`, async ({ page }) => {
    await openList(page);
    await setTheme(page, theme);
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    await expect(page.getByTestId('rule-chain-row').first()).toBeVisible();
    await page.mouse.move(1439, 899);
    await screenshot(page, shot(`rule-chains-list-${theme}`));
    expect(await seriousViolations(page), `rule chains (${theme})`).toEqual([]);
    await go(page, '/edgeManagement/ruleChains');
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Rule chain templates', level: 2 })).toBeVisible();
    await page.mouse.move(1439, 899);
    await screenshot(page, shot(`edge-rule-chain-templates-${theme}`));
    expect(await seriousViolations(page), `edge rule chain templates (${theme})`).toEqual([]);
    // The devices list beside them, for the eye: same header, grid, date format and paginator.
    await go(page, '/devices');
    await expect(page.locator('[data-loading]')).toHaveCount(0);
    await page.mouse.move(1439, 899);
    await screenshot(page, shot(`rule-chains-beside-devices-${theme}`));
  });
}
