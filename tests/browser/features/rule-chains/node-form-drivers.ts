/**
 * Drives the controls of a rule node form the way a user does, inside the shadow root of `<iot-rule-chain-editor>`:
 * typing into text and number fields, picking from selects and autocompletes, adding and removing chips and map rows,
 * clicking toggles and template variables, typing into the code editors, clicking the perimeter map. Each driver sets
 * one field to a target value and waits until its control shows it. Labels come from locales/en_US.json.
 */
import { EditorView } from '@codemirror/view';
import { executeServerCommand, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Config, FieldDef } from '../../../../src/features/rule-chains/node-forms/form-def';
import { until } from '../../helpers';
import { fill } from '../real-server';

let en: Record<string, unknown> = {};

/** Load the English texts (once per file). */
export async function loadEnglish(): Promise<void> {
  en = (await (await fetch('/locales/en_US.json')).json()) as Record<string, unknown>;
}

/** The English text of a locale key (a missing key fails the test). */
export function tr(key: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en);
  if (typeof text !== 'string') throw new Error(`no en_US text for ${key}`);
  return text;
}

const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => [
  ...root.querySelectorAll<T>(selector),
];
const settle = () => new Promise((r) => setTimeout(r, 0));

/** The CodeMirror view inside `host`. */
async function codeView(host: Element): Promise<EditorView> {
  const dom = await until(() => host.querySelector<HTMLElement>('.cm-editor'), 8000, 'code editor');
  return EditorView.findFromDOM(dom)!;
}

/** Text of the CodeMirror editor inside `host`. */
export function codeText(host: Element): string {
  const dom = host.querySelector<HTMLElement>('.cm-editor');
  if (!dom) throw new Error('no code editor');
  return EditorView.findFromDOM(dom)!.state.doc.toString();
}

/** Replace the text of the code editor inside `host` by entering text over all of it (or deleting it with Backspace). */
export async function typeCode(host: Element, text: string): Promise<void> {
  const view = await codeView(host);
  view.focus();
  await until(() => view.hasFocus, 3000, 'code editor focused');
  view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } });
  if (text) await executeServerCommand('iot-insert-text', { text });
  else await sendKeys({ press: 'Backspace' });
  await until(() => codeText(host) === text, 5000, `code "${text}" (has "${codeText(host)}")`);
}

/** Replace the text of the code editor inside `host` by pasting over all of it. */
export async function pasteCode(host: Element, text: string): Promise<void> {
  const view = await codeView(host);
  view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } });
  const data = new DataTransfer();
  data.setData('text/plain', text);
  view.contentDOM.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  await until(() => codeText(host) === text, 5000, 'pasted code');
}

/** Click the option with this text in the open listbox. */
export async function pickOption(root: ShadowRoot, text: string): Promise<void> {
  const option = await until(
    () => all(root, '[role="option"]').find((o) => o.textContent?.trim() === text),
    8000,
    `option "${text}"`,
  );
  option.click();
}

/** Pick an option of the Select inside `host` (its first combobox). */
export async function choose(root: ShadowRoot, host: Element, text: string): Promise<void> {
  const trigger = host.querySelector<HTMLElement>('button[role="combobox"]');
  if (!trigger) throw new Error('no select trigger');
  if (trigger.textContent?.trim() === text) return;
  trigger.click();
  await pickOption(root, text);
  await until(() => trigger.textContent?.trim() === text, 3000, `select shows "${text}"`);
}

/** Type into an autocomplete input and pick the option with this text (a free-text entry too). */
export async function autocomplete(
  root: ShadowRoot,
  input: HTMLInputElement,
  typed: string,
  option: string,
): Promise<void> {
  input.focus();
  fill(input, typed);
  await pickOption(root, option);
  await until(() => input.value === option, 3000, `autocomplete shows "${option}"`);
}

export async function setToggle(input: HTMLInputElement, on: boolean): Promise<void> {
  if (input.checked !== on) input.click();
  await until(() => input.checked === on, 3000, 'toggle');
}

/** Type a value into a text input (a template ending in an offered variable is typed up to it, then the variable clicked). */
export async function typeText(host: Element, value: string): Promise<void> {
  const input = host.querySelector<HTMLInputElement | HTMLTextAreaElement>('input:not([type="checkbox"]), textarea')!;
  const variable = /(\$\{\w+\}|\$\[\w+\])$/.exec(value)?.[1];
  const button = variable ? all<HTMLButtonElement>(host, 'button').find((b) => b.textContent === variable) : undefined;
  if (button) {
    fill(input, value.slice(0, -variable!.length));
    await settle();
    button.click();
  } else fill(input, value);
  await until(() => input.value === value, 3000, `field shows "${value}"`);
}

const chipKeys = (host: Element) => all(host, '[data-chip-key]').map((c) => c.dataset['chipKey']);

/** Make the chip list inside `host` hold exactly `values` (remove every chip, then add each: picked from the suggestions when `labelOf` names it, typed otherwise). */
export async function setChips(
  root: ShadowRoot,
  host: Element,
  values: readonly string[],
  labelOf: (v: string) => string | null,
): Promise<void> {
  while (chipKeys(host).length) {
    const n = chipKeys(host).length;
    all<HTMLButtonElement>(host, '[data-chip-key] button').at(-1)!.click();
    await until(() => chipKeys(host).length < n, 3000, 'chip removed');
  }
  const input = host.querySelector<HTMLInputElement>('input')!;
  for (const v of values) {
    input.focus();
    const label = labelOf(v);
    if (label) {
      fill(input, label);
      await pickOption(root, label);
    } else fill(input, `${v},`);
    await until(() => chipKeys(host).includes(v), 3000, `chip ${v}`);
  }
  input.blur();
  await until(() => chipKeys(host).join('\n') === values.join('\n'), 3000, 'chips in order');
}

/** Make the key/value map inside `host` hold exactly `map` (remove every row, then add one per entry). */
export async function setMap(host: Element, map: Record<string, string>): Promise<void> {
  const rows = () => all(host, '[data-kv-row]');
  while (rows().length) {
    const n = rows().length;
    rows().at(-1)!.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => rows().length < n, 3000, 'row removed');
  }
  for (const [k, v] of Object.entries(map)) {
    const n = rows().length;
    host.querySelector<HTMLButtonElement>('[data-testid="kv-add"]')!.click();
    const row = await until(() => rows().length > n && rows().at(-1), 3000, 'row added');
    const [key, value] = all<HTMLInputElement>(row, 'input');
    fill(key!, k);
    await until(() => key!.value === k, 3000, 'key');
    fill(value!, v);
    await until(() => value!.value === v, 3000, 'value');
  }
}

const entityLabel = (type: string) => tr(`entity.type-${type.toLowerCase().replace(/_/g, '-')}`);

/** Set the relations query editor inside `host` (direction, max level, last level only, then the filters or the device variant). */
export async function setRelationQuery(root: ShadowRoot, host: Element, q: Config, device: boolean): Promise<void> {
  await choose(
    root,
    host.querySelector('[data-testid="rq-direction"]')!,
    tr(q['direction'] === 'TO' ? 'relation-query.direction-to' : 'relation-query.direction-from'),
  );
  const level = host.querySelector<HTMLInputElement>('input[data-testid="rq-max-level"]')!;
  fill(level, q['maxLevel'] == null ? '' : String(q['maxLevel']));
  await setToggle(
    host.querySelector<HTMLInputElement>('input[data-testid="rq-last-level"]')!,
    q['fetchLastLevelOnly'] === true,
  );
  if (device) {
    fill(
      host.querySelector<HTMLInputElement>('input[data-testid="rq-relation-type"]')!,
      String(q['relationType'] ?? ''),
    );
    await setChips(
      root,
      host.querySelector('[data-testid="rq-device-types"]')!,
      q['deviceTypes'] as string[],
      () => null,
    );
    return;
  }
  const filters = () => all(host, '[data-testid="rq-filter"]');
  while (filters().length) {
    const n = filters().length;
    all<HTMLButtonElement>(filters().at(-1)!, 'button').at(-1)!.click();
    await until(() => filters().length < n, 3000, 'filter removed');
  }
  for (const f of q['filters'] as { relationType: string; entityTypes: string[] }[]) {
    const n = filters().length;
    host.querySelector<HTMLButtonElement>('[data-testid="rq-add-filter"]')!.click();
    const row = await until(() => filters().length > n && filters().at(-1), 3000, 'filter added');
    fill(row.querySelector<HTMLInputElement>('input')!, f.relationType);
    // The filter row: relation type field, entity type chips, remove button.
    await setChips(root, row.children[1]!, f.entityTypes, entityLabel);
  }
}

/** Pick an entity: its type in the type select, then the entity by name in the autocomplete. */
export async function setEntity(root: ShadowRoot, host: Element, type: string, name: string): Promise<void> {
  await choose(root, host, entityLabel(type));
  const input = await until(
    () => host.querySelector<HTMLInputElement>('input[role="combobox"]'),
    3000,
    'entity autocomplete',
  );
  await autocomplete(root, input, name.slice(0, 6), name);
}

/** Set client credentials: the type, then each of its fields. */
export async function setCredentials(root: ShadowRoot, host: Element, c: Config): Promise<void> {
  const labels: Record<string, string> = {
    anonymous: 'credentials-anonymous',
    basic: 'credentials-basic',
    'cert.PEM': 'credentials-pem',
    sas: 'credentials-sas',
  };
  await choose(root, host.querySelector('[data-testid="cred-type"]')!, tr(`tb.rulenode.${labels[String(c['type'])]}`));
  for (const [k, v] of Object.entries(c)) {
    if (k === 'type') continue;
    const input = host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-testid="cred-${k}"]`)!;
    fill(input, String(v));
    await until(() => input.value === String(v), 3000, `credentials ${k}`);
  }
}

/** Click the perimeter map with the real mouse, at a fraction of its width and height. */
export async function clickMap(host: Element, at = 0.5): Promise<void> {
  const map = host.querySelector<HTMLElement>('.map')!;
  map.scrollIntoView({ block: 'center' });
  await new Promise((r) => requestAnimationFrame(r));
  const r = map.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width * at), Math.round(r.top + r.height * at)] });
}

/** Whether two values are the same configuration value. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A field's label for an option value (selects and chip lists with options). */
export function optionLabel(f: FieldDef, value: unknown): string | null {
  const options = f.kind === 'select' || f.kind === 'chips' ? f.options : undefined;
  const o = options?.find((x) => x.value === value);
  return o ? tr(o.label) : null;
}
