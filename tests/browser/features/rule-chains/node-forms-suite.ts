/// <reference types="mocha" />
/**
 * Every rule node form, table-driven, in `<iot-rule-chain-editor>` against the real server. One chain holds a node
 * of every class with its default configuration; tests/fixtures/rule-node-configs.json holds the configuration each
 * node must end with (different from the defaults wherever the node has settings; `$entity:TYPE:Name` stands for the
 * id of that entity). In batches, one editor load per batch: open each node's details, check its description, link
 * labels and a hint per shown field, set every setting to the fixture through its control, check that the Advanced
 * (JSON) view shows exactly the fixture, that a configuration pasted there is drawn by the form, and that an invalid
 * value shows the node's message and disables Save; then save, check the stored configurations, load the editor
 * again and get every fixture back from the reopened nodes. The batches are shared out over several test files
 * (node-forms-N.test.tsx), so each file stays within the runner's time for one file.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  isRequired,
  isShown,
  type Config,
  type FieldDef,
} from '../../../../src/features/rule-chains/node-forms/form-def';
import { NODE_FORMS } from '../../../../src/features/rule-chains/node-forms/registry';
import { getSession } from '../../../../src/session/session';
import { clearAuthStorage, until } from '../../helpers';
import {
  createChain,
  deleteChain,
  descriptors,
  entityNames,
  loadDescriptors,
  loadFixtures,
  mountEditor,
  openNode,
  signIn,
  storedConfigs,
} from './editor-support';
import * as D from './node-form-drivers';

const BATCH = 8;
const CLASSES = Object.keys(NODE_FORMS);
const BATCHES = Array.from({ length: Math.ceil(CLASSES.length / BATCH) }, (_, i) =>
  CLASSES.slice(i * BATCH, (i + 1) * BATCH),
);

let fixtures: Record<string, Config> = {};
const chains: Record<'CORE' | 'EDGE', string> = { CORE: '', EDGE: '' };
/** Classes only edge rule chains offer (they get a chain of their own). */
const edgeOnly = new Set<string>();
const chainOf = (clazz: string) => (edgeOnly.has(clazz) ? chains.EDGE : chains.CORE);

const rowOf = (root: ShadowRoot, f: FieldDef) =>
  root.querySelector<HTMLElement>(`[data-testid="nf-${f.key}"][data-kind="${f.kind}"]`);
const input = (row: Element) => row.querySelector<HTMLInputElement>('input:not([type="checkbox"]), textarea')!;
const chipKeys = (row: Element) =>
  [...row.querySelectorAll<HTMLElement>('[data-chip-key]')].map((c) => c.dataset['chipKey']);
const saveButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('[data-testid="editor-save"]')!;

/** Set one field to `target` through its control; `model` tracks the configuration. */
async function drive(root: ShadowRoot, row: HTMLElement, f: FieldDef, model: Config, target: Config): Promise<boolean> {
  if (f.kind === 'perimeter') return false;
  if (f.kind === 'entity') {
    if (D.same(model[f.key], target[f.key]) && D.same(model[f.typeKey], target[f.typeKey])) return false;
    await D.setEntity(root, row, String(target[f.typeKey]), entityNames.get(String(target[f.key]))!);
    model[f.typeKey] = target[f.typeKey];
    model[f.key] = target[f.key];
    return true;
  }
  const v = target[f.key];
  if (D.same(model[f.key], v)) return false;
  switch (f.kind) {
    case 'text':
      await D.typeText(row, String(v ?? ''));
      break;
    case 'number':
      await D.typeText(row, v == null ? '' : String(v));
      break;
    case 'select':
      await D.choose(root, row, D.optionLabel(f, v)!);
      break;
    case 'toggle':
      await D.setToggle(row.querySelector<HTMLInputElement>('input[role="switch"]')!, v === true);
      break;
    case 'chips':
      await D.setChips(root, row, v as string[], (x) => D.optionLabel(f, x));
      break;
    case 'map':
      await D.setMap(row, v as Record<string, string>);
      break;
    case 'script':
      await D.typeCode(row, String(v));
      break;
    case 'json':
      await D.typeCode(row, JSON.stringify(v));
      break;
    case 'relation-query':
      await D.setRelationQuery(root, row, v as Config, !!f.device);
      break;
    case 'credentials':
      await D.setCredentials(root, row, v as Config);
      break;
    case 'queue':
      await D.autocomplete(root, input(row) as HTMLInputElement, String(v).slice(0, 3), String(v));
      break;
    case 'relation-type':
      await D.autocomplete(root, input(row) as HTMLInputElement, String(v), String(v));
      break;
  }
  model[f.key] = v;
  return true;
}

/** The perimeter map: a click adds a polygon vertex or moves the circle centre (the text fields follow); then the fixture is typed back. */
async function driveMap(root: ShadowRoot, target: Config): Promise<void> {
  const row = root.querySelector<HTMLElement>('[data-testid="nf-perimeter"]');
  if (!row) return;
  if (target['perimeterType'] === 'POLYGON') {
    const text = input(root.querySelector('[data-testid="nf-polygonsDefinition"]')!);
    const before = (JSON.parse(text.value) as unknown[]).length;
    await until(() => row.querySelector('path.leaflet-interactive'), 5000, 'polygon drawn');
    await D.clickMap(row, 0.3);
    await until(() => (JSON.parse(text.value) as unknown[]).length === before + 1, 5000, 'vertex added by the click');
    await D.typeText(
      root.querySelector('[data-testid="nf-polygonsDefinition"]')!,
      String(target['polygonsDefinition']),
    );
  } else {
    const lat = input(root.querySelector('[data-testid="nf-centerLatitude"]')!);
    const lon = input(root.querySelector('[data-testid="nf-centerLongitude"]')!);
    await until(() => row.querySelector('path.leaflet-interactive'), 5000, 'circle drawn');
    await D.clickMap(row, 0.3);
    await until(
      () => lat.value !== String(target['centerLatitude']) && lon.value !== String(target['centerLongitude']),
      5000,
      'centre moved by the click',
    );
    await D.typeText(root.querySelector('[data-testid="nf-centerLatitude"]')!, String(target['centerLatitude']));
    await D.typeText(root.querySelector('[data-testid="nf-centerLongitude"]')!, String(target['centerLongitude']));
  }
}

/** Set every setting of the node to the fixture (passes repeat while a change shows further fields). */
async function fillForm(root: ShadowRoot, clazz: string, model: Config, target: Config): Promise<void> {
  const def = NODE_FORMS[clazz]!;
  for (let pass = 0; pass < 4; pass++) {
    let changed = false;
    for (const f of def.fields) {
      if (!isShown(f, model)) continue;
      const row = await until(() => rowOf(root, f), 3000, `${clazz}: field ${f.key} (${f.kind})`);
      if (await drive(root, row, f, model, target)) changed = true;
    }
    if (!changed) break;
  }
  await driveMap(root, target);
}

async function jsonView(root: ShadowRoot, on: boolean): Promise<HTMLElement | null> {
  const toggle = root.querySelector<HTMLInputElement>('input[data-testid="node-config-advanced"]')!;
  await D.setToggle(toggle, on);
  if (!on) {
    await until(
      () => root.querySelector('[data-testid="node-form"], [data-testid="node-form-empty"]'),
      5000,
      'form again',
    );
    return null;
  }
  const view = await until(
    () => root.querySelector<HTMLElement>('[data-testid="node-config-json"]'),
    5000,
    'JSON view',
  );
  await until(() => view.querySelector('.cm-editor'), 8000, 'JSON editor');
  return view;
}

async function configInJson(root: ShadowRoot): Promise<Config> {
  const view = await jsonView(root, true);
  const config = JSON.parse(D.codeText(view!)) as Config;
  await jsonView(root, false);
  return config;
}

/** A value other than `v` for a field, and how the form shows a value of it. */
function probeOf(f: FieldDef, v: unknown): { other: unknown; shown(row: HTMLElement, value: unknown): boolean } | null {
  switch (f.kind) {
    case 'text':
      return { other: `${String(v ?? '')}-json`, shown: (row, x) => input(row).value === x };
    case 'number':
      return { other: Number(v ?? 0) + 1, shown: (row, x) => input(row).value === String(x) };
    case 'select': {
      const other = f.options.find((o) => o.value !== v)!.value;
      return {
        other,
        shown: (row, x) => row.querySelector('button[role="combobox"]')?.textContent?.trim() === D.optionLabel(f, x),
      };
    }
    case 'toggle':
      return {
        other: !(v === true),
        shown: (row, x) => row.querySelector<HTMLInputElement>('input[role="switch"]')!.checked === x,
      };
    case 'script':
      return { other: `${String(v)}\n// from JSON`, shown: (row, x) => D.codeText(row) === x };
    case 'chips': {
      const extra = f.options?.find((o) => !(v as string[]).includes(o.value))?.value ?? 'fromJson';
      return { other: [...(v as string[]), extra], shown: (row, x) => chipKeys(row).join() === (x as string[]).join() };
    }
    default:
      return null;
  }
}

/** An invalid value for a field and the message key the node shows for it. */
function invalidOf(f: FieldDef, c: Config): { value: unknown; message: string } | null {
  const required = isRequired(f, c);
  const missing = f.requiredMsg ?? 'tb.rulenode.field-required';
  if (f.kind === 'number' && f.max !== undefined)
    return { value: f.max + 1, message: f.rangeMsg ?? 'tb.rulenode.number-range' };
  if (f.kind === 'number' && f.min !== undefined)
    return { value: f.min - 1, message: f.rangeMsg ?? 'tb.rulenode.number-range' };
  if (required && (f.kind === 'text' || f.kind === 'number' || f.kind === 'script'))
    return { value: f.kind === 'number' ? null : '', message: missing };
  if (required && f.kind === 'chips') return { value: [], message: missing };
  return null;
}

async function checkNode(root: ShadowRoot, clazz: string): Promise<void> {
  const desc = descriptors.get(clazz)!;
  const def = NODE_FORMS[clazz]!;
  const target = fixtures[clazz]!;
  const model: Config = structuredClone(desc.configurationDescriptor.nodeDefinition.defaultConfiguration);
  const form = await openNode(root, clazz);

  const nodeDef = desc.configurationDescriptor.nodeDefinition;
  expect(root.querySelector('[data-testid="node-about"] p')?.textContent, `${clazz} description`).to.equal(
    nodeDef.description,
  );
  const links = [...root.querySelectorAll('[data-testid="node-link-labels"] li')].map((l) => l.textContent);
  expect(links, `${clazz} link labels`).to.deep.equal([
    ...nodeDef.relationTypes,
    ...(nodeDef.customRelations ? [D.tr('tb.rulenode.custom-link-labels')] : []),
  ]);
  if (def.fields.length === 0) {
    expect(form.dataset['testid']).to.equal('node-form-empty');
    expect(await configInJson(root), `${clazz} JSON`).to.deep.equal(target);
    return;
  }
  expect(D.same(model, target), `${clazz}: the fixture differs from the defaults`).to.equal(false);

  await fillForm(root, clazz, model, target);
  const shown = def.fields.filter((f) => isShown(f, target));
  for (const f of shown) expect(rowOf(root, f)!.textContent, `${clazz} ${f.key} hint`).to.contain(D.tr(f.hint));

  // Form → JSON: the Advanced view shows exactly the fixture.
  const view = (await jsonView(root, true))!;
  expect(JSON.parse(D.codeText(view)), `${clazz}: JSON of the filled form`).to.deep.equal(target);

  // JSON → form: a configuration pasted into the JSON view is what the form draws.
  const probeField = shown.find((f) => probeOf(f, target[f.key]));
  if (probeField) {
    const probe = probeOf(probeField, target[probeField.key])!;
    await D.pasteCode(view, JSON.stringify({ ...target, [probeField.key]: probe.other }, null, 2));
    await jsonView(root, false);
    const row = await until(() => rowOf(root, probeField), 3000, 'probe field');
    await until(() => probe.shown(row, probe.other), 5000, `${clazz}: ${probeField.key} from JSON`);
    const back: Config = { ...target, [probeField.key]: probe.other };
    await drive(root, row, probeField, back, target);
  } else await jsonView(root, false);

  // An invalid value shows the node's message and disables Save; the fixture value enables it again.
  const bad = shown.map((f) => ({ f, bad: invalidOf(f, target) })).find((x) => x.bad);
  if (bad) {
    const row = rowOf(root, bad.f)!;
    const model2: Config = { ...target };
    await drive(root, row, bad.f, model2, { ...target, [bad.f.key]: bad.bad!.value });
    await until(() => row.dataset['error'] === bad.bad!.message, 5000, `${clazz}: ${bad.f.key} invalid`);
    await until(() => row.textContent?.includes(D.tr(bad.bad!.message)), 3000, `${clazz}: message shown`);
    await until(() => saveButton(root).disabled, 3000, `${clazz}: Save disabled`);
    await drive(root, row, bad.f, model2, target);
    await until(() => !row.dataset['error'] && !saveButton(root).disabled, 8000, `${clazz}: valid again`);
  }
  expect(await configInJson(root), `${clazz}: JSON after the round trips`).to.deep.equal(target);
}

/** Registers the tests of part `part` (1-based) of `parts`: a contiguous share of the batches. */
export function describeNodeForms(part: number, parts: number): void {
  const per = Math.ceil(BATCHES.length / parts);
  const share = BATCHES.map((classes, b) => ({ classes, b })).slice((part - 1) * per, part * per);
  describe(`rule node forms in the rule chain editor (every node class, real server), part ${part}/${parts}`, function () {
    this.timeout(600_000);

    before(async () => {
      await executeServerCommand('iot-viewport', { width: 1440, height: 960 });
      await D.loadEnglish();
      await signIn();
      fixtures = await loadFixtures();
      const core = await loadDescriptors('CORE');
      for (const c of await loadDescriptors('EDGE')) if (!core.includes(c)) edgeOnly.add(c);
      expect(Object.keys(fixtures).sort(), 'a fixture per node class of the catalogue').to.deep.equal(
        [...descriptors.keys()].sort(),
      );
      expect(
        [...descriptors.keys()].filter((c) => !NODE_FORMS[c]),
        'classes without a form',
      ).to.deep.equal([]);
      const defaults = (c: string) => descriptors.get(c)!.configurationDescriptor.nodeDefinition.defaultConfiguration;
      chains.CORE = await createChain('CORE', core, defaults);
      chains.EDGE = await createChain('EDGE', [...edgeOnly], defaults);
    });
    after(async () => {
      document.querySelectorAll('iot-rule-chain-editor').forEach((e) => e.remove());
      for (const id of Object.values(chains)) if (id) await deleteChain(id);
      await getSession().logout();
      clearAuthStorage();
    });

    share.forEach(({ classes, b }) => {
      it(`batch ${b + 1}/${BATCHES.length}: fill from the fixture, JSON both ways, invalid input, save, reload, same configuration`, async () => {
        for (const chainId of new Set(classes.map(chainOf))) {
          const mine = classes.filter((c) => chainOf(c) === chainId);
          let root = await mountEditor(chainId);
          for (const clazz of mine) await checkNode(root, clazz);

          saveButton(root).click();
          await until(() => !root.querySelector('[data-testid="rule-chain-dirty"]'), 20_000, 'saved');
          const stored = await storedConfigs(chainId);
          for (const clazz of mine) expect(stored.get(clazz), `${clazz} stored`).to.deep.equal(fixtures[clazz]);

          root = await mountEditor(chainId);
          for (const clazz of mine) {
            await openNode(root, clazz);
            expect(await configInJson(root), `${clazz} after reload`).to.deep.equal(fixtures[clazz]);
          }
        }
      });
    });
  });
}
