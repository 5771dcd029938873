/// <reference types="mocha" />
/** JSON schema form (widget settings and rule-node configuration forms) in a shadow root. */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Component, useRef, useState, type ReactNode } from 'react';
import { JsonSchemaForm, type JsonSchemaFormHandle } from '../../../src/ui/json-schema-form/json-schema-form';
import type { JsonSchema } from '../../../src/ui/json-schema-form/schema-types';
import { corpus, type CorpusSource } from '../dashboards/dashboard-harness';
import { $, mountUi, press, q, qa, typeInto, unmountAll, until } from './harness';

let models: Record<string, unknown>[] = [];
let validity: boolean[] = [];
let submit: () => boolean = () => false;

function Probe({
  schema,
  form,
  groupInfoes,
  model = {},
  readOnly,
}: {
  schema: JsonSchema;
  form?: unknown[];
  groupInfoes?: { formIndex: number; GroupTitle: string }[];
  model?: unknown;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState(model);
  const ref = useRef<JsonSchemaFormHandle>(null);
  submit = () => ref.current!.validate();
  return (
    <>
      <JsonSchemaForm
        ref={ref}
        schema={schema}
        form={form}
        groupInfoes={groupInfoes}
        model={value}
        readOnly={readOnly}
        onChange={(m) => {
          models.push(m);
          setValue(m);
        }}
        onValidityChange={(v) => validity.push(v)}
        testId="form"
      />
      <button data-testid="elsewhere">elsewhere</button>
    </>
  );
}

const input = (el: HTMLElement, key: string) => $<HTMLInputElement>(el, `[data-field="${key}"] input`);
const fieldError = (el: HTMLElement, key: string) => q(el, `[data-field="${key}"] [role="alert"]`)?.textContent ?? null;
const lastModel = () => models.at(-1)!;

async function retype(el: HTMLElement, key: string, text: string) {
  const box = await input(el, key);
  box.focus();
  box.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  (await $(el, '[data-testid="elsewhere"]')).focus();
}

const settings: JsonSchema = {
  type: 'object',
  title: 'Settings',
  properties: {
    title: { title: 'Title', type: 'string', default: 'Hello' },
    count: { title: 'Count', type: 'integer' },
    ratio: { title: 'Ratio', type: 'number', default: '0.5' },
    enabled: { title: 'Enabled', type: 'boolean', default: true },
    mode: { title: 'Mode', type: 'string', enum: ['fast', 'slow'], default: 'fast' },
    font: { title: 'Font', type: 'object', properties: { size: { title: 'Size', type: 'number', default: 12 } } },
    points: {
      title: 'Points',
      type: 'array',
      items: { title: 'Point', type: 'object', properties: { x: { title: 'X', type: 'number' } }, required: ['x'] },
    },
  },
  required: ['title'],
};

function fieldCases() {
  it('renders string, integer, number, boolean, enum, nested object and array fields from the schema (default form "*")', async () => {
    const el = await mountUi(<Probe schema={settings} model={{ points: [{ x: 1 }] }} />);
    expect((await input(el, 'title')).value).to.equal('Hello');
    expect((await input(el, 'count')).type).to.equal('number');
    expect((await input(el, 'count')).step).to.equal('1');
    expect((await input(el, 'ratio')).value).to.equal('0.5');
    expect((await input(el, 'enabled')).checked).to.equal(true);
    expect(q(el, '[data-field="mode"] [role="combobox"]')!.textContent).to.contain('fast');
    expect(q(el, '[data-field="font"] legend')!.textContent).to.equal('Font');
    expect((await input(el, 'font.size')).value).to.equal('12');
    expect((await input(el, 'points.0.x')).value).to.equal('1');
    expect(q(el, '[data-field="points"] legend')!.textContent).to.equal('Points');
  });

  it('model sanitised against the schema: defaults filled, lossless type conversion, unknown keys kept', async () => {
    const el = await mountUi(<Probe schema={settings} model={{ count: '3', legacy: 'kept' }} />);
    await retype(el, 'title', 'Hi');
    await until(() => models.length > 0);
    expect(lastModel()).to.deep.include({
      title: 'Hi',
      count: 3,
      ratio: 0.5,
      enabled: true,
      mode: 'fast',
      legacy: 'kept',
    });
    expect(lastModel().font).to.deep.equal({ size: 12 });
  });

  it('invalid model gives modelValid false', async () => {
    const el = await mountUi(<Probe schema={settings} />);
    await until(() => validity.length > 0);
    expect(validity.at(-1)).to.equal(true);
    expect(q(el, '[data-testid="form"]')!.getAttribute('data-model-valid')).to.equal('true');
    await retype(el, 'title', '');
    await until(() => validity.at(-1) === false, 2000, 'invalid');
    expect(lastModel()).to.not.have.property('title');
    expect(fieldError(el, 'title')).to.equal('This field is required.');
    await retype(el, 'title', 'Back');
    await until(() => validity.at(-1) === true, 2000, 'valid again');
  });
}

function validationCases() {
  it('schema form honours minimum/maximum (with exclusive flags)', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        low: { title: 'Low', type: 'number', minimum: 0, maximum: 10 },
        open: {
          title: 'Open',
          type: 'number',
          minimum: 0,
          exclusiveMinimum: true,
          maximum: 10,
          exclusiveMaximum: true,
        },
        next: { title: 'Next', type: 'number', exclusiveMinimum: 5 },
      },
    };
    const el = await mountUi(<Probe schema={schema} />);
    await retype(el, 'low', '-1');
    await until(() => fieldError(el, 'low') === 'Enter 0 or more.');
    await retype(el, 'low', '11');
    await until(() => fieldError(el, 'low') === 'Enter 10 or less.');
    await retype(el, 'low', '10');
    await until(() => fieldError(el, 'low') === null);
    await retype(el, 'open', '0');
    await until(() => fieldError(el, 'open') === 'Enter more than 0.');
    await retype(el, 'open', '10');
    await until(() => fieldError(el, 'open') === 'Enter less than 10.');
    await retype(el, 'next', '5');
    await until(() => fieldError(el, 'next') === 'Enter more than 5.');
    expect(validity.at(-1)).to.equal(false);
    await retype(el, 'next', '6');
    await retype(el, 'open', '5');
    await until(() => validity.at(-1) === true, 2000, 'valid');
  });

  it('min and max length', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { code: { title: 'Code', type: 'string', minLength: 2, maxLength: 4 } },
    };
    const el = await mountUi(<Probe schema={schema} />);
    await retype(el, 'code', 'a');
    await until(() => fieldError(el, 'code') === 'Enter at least 2 characters.');
    await retype(el, 'code', 'abcde');
    await until(() => fieldError(el, 'code') === 'Enter at most 4 characters.');
    await retype(el, 'code', 'abc');
    await until(() => fieldError(el, 'code') === null && validity.at(-1) === true);
  });

  it('required: errors show once touched, or everywhere on submit', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { name: { title: 'Name', type: 'string' }, port: { title: 'Port', type: 'integer' } },
      required: ['name', 'port'],
    };
    const el = await mountUi(<Probe schema={schema} />);
    expect((await input(el, 'name')).required).to.equal(true);
    expect(q(el, '[data-field="name"] label')!.textContent).to.equal('Name *');
    await until(() => validity.at(-1) === false);
    expect(fieldError(el, 'name')).to.equal(null);
    (await input(el, 'name')).focus();
    await press('Tab');
    await until(() => fieldError(el, 'name') === 'This field is required.');
    expect(fieldError(el, 'port')).to.equal(null);
    expect(submit()).to.equal(false);
    await until(() => fieldError(el, 'port') === 'This field is required.');
  });

  it('integer fields reject decimals with a type error', async () => {
    const el = await mountUi(<Probe schema={settings} />);
    await retype(el, 'count', '1.5');
    await until(() => fieldError(el, 'count') === 'Enter a value of type integer.');
    expect(validity.at(-1)).to.equal(false);
  });
}

function formOptionCases() {
  it('read-only: schema readonly and form readonly fields cannot be edited; readOnly disables the whole form', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { title: 'Id', type: 'string', readonly: true, default: 'x1' },
        name: { title: 'Name', type: 'string' },
      },
    };
    const el = await mountUi(<Probe schema={schema} form={['id', { key: 'name', readonly: true }]} />);
    expect((await input(el, 'id')).readOnly).to.equal(true);
    expect((await input(el, 'name')).readOnly).to.equal(true);
    unmountAll();
    const all = await mountUi(<Probe schema={settings} readOnly />);
    expect((await input(all, 'count')).readOnly || (await input(all, 'count')).disabled).to.equal(true);
    expect((await input(all, 'enabled')).disabled).to.equal(true);
    expect(q<HTMLButtonElement>(all, '[data-testid="json-form-add"]')!.disabled).to.equal(true);
  });

  it('a custom message replaces the default (one text, or texts by error code, tv4 codes too)', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        a: { title: 'A', type: 'number', minimum: 1, validationMessage: 'A must be positive' },
        b: { title: 'B', type: 'string', maxLength: 2 },
        c: { title: 'C', type: 'number', maximum: 3 },
      },
    };
    const form = [
      'a',
      { key: 'b', validationMessage: { maxLength: 'B is too long' } },
      { key: 'c', validationMessage: { 103: 'C at most {{limit}}' } },
    ];
    const el = await mountUi(<Probe schema={schema} form={form} />);
    await retype(el, 'a', '0');
    await retype(el, 'b', 'abc');
    await retype(el, 'c', '4');
    await until(() => fieldError(el, 'c') === 'C at most 3');
    expect(fieldError(el, 'a')).to.equal('A must be positive');
    expect(fieldError(el, 'b')).to.equal('B is too long');
  });

  it('groupInfoes title the groups of an array-of-arrays form', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { a: { title: 'A', type: 'string' }, b: { title: 'B', type: 'string' } },
    };
    const el = await mountUi(
      <Probe
        schema={schema}
        form={[['a'], ['b']]}
        groupInfoes={[
          { formIndex: 0, GroupTitle: 'General settings' },
          { formIndex: 1, GroupTitle: 'Messages' },
        ]}
      />,
    );
    await until(() => qa(el, 'section[aria-label]').length === 2);
    expect(qa(el, 'section h3').map((h) => h.textContent)).to.deep.equal(['General settings', 'Messages']);
    expect(q(el, 'section[aria-label="General settings"] [data-field="a"]')).to.exist;
    expect(q(el, 'section[aria-label="General settings"] [data-field="b"]')).to.equal(null);
    expect(q(el, 'section[aria-label="Messages"] [data-field="b"]')).to.exist;
  });

  it('conditions show and hide fields (no eval); hidden fields are not validated', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        useFn: { title: 'Use function', type: 'boolean', default: false },
        fn: { title: 'Function', type: 'string', minLength: 5 },
      },
    };
    const form = ['useFn', { key: 'fn', condition: 'model.useFn === true' }];
    const el = await mountUi(<Probe schema={schema} form={form} model={{ fn: 'x' }} />);
    await until(() => validity.length > 0);
    expect(q(el, '[data-field="fn"]')).to.equal(null);
    expect(validity.at(-1)).to.equal(true);
    (await input(el, 'useFn')).click();
    await until(() => q(el, '[data-field="fn"]'));
    await until(() => validity.at(-1) === false, 2000, 'fn now validated');
  });
}

function widgetFieldCases() {
  it('arrays of objects: Add, move and remove items with labelled buttons; minItems', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        list: {
          title: 'Pins',
          type: 'array',
          minItems: 1,
          items: {
            title: 'Pin',
            type: 'object',
            properties: { pin: { title: 'Pin number', type: 'number', default: 7 } },
          },
        },
      },
    };
    const el = await mountUi(
      <Probe schema={schema} form={[{ key: 'list', items: ['list[].pin'] }]} model={{ list: [] }} />,
    );
    expect(submit()).to.equal(false);
    await until(() => fieldError(el, 'list') === 'Add at least 1 items.');
    (await $(el, '[data-testid="json-form-add"]')).click();
    await until(() => q(el, '[data-field="list.0.pin"]'));
    expect((await input(el, 'list.0.pin')).value).to.equal('7');
    (await $(el, '[data-testid="json-form-add"]')).click();
    await retype(el, 'list.1.pin', '9');
    await until(() => JSON.stringify(lastModel().list) === '[{"pin":7},{"pin":9}]');
    (await $(el, 'button[aria-label="Move item 2 up"]')).click();
    await until(() => JSON.stringify(lastModel().list) === '[{"pin":9},{"pin":7}]');
    (await $(el, 'button[aria-label="Remove item 1"]')).click();
    await until(() => JSON.stringify(lastModel().list) === '[{"pin":7}]');
    expect(validity.at(-1)).to.equal(true);
  });

  it('widget field types: rc-select (single and tags), radios, textarea, colour, icon and JavaScript/JSON code editors', async () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        weight: { title: 'Weight', type: 'string', default: 'normal' },
        urls: { title: 'Items', type: 'array' },
        filterType: { title: 'Filter type', type: 'string', default: 'all' },
        note: { title: 'Note', type: 'string' },
        color: { title: 'Colour', type: 'string', default: '#ff0000' },
        icon: { title: 'Icon', type: 'string', default: 'home' },
        fn: { title: 'Parse function', type: 'string', default: 'return 1;' },
        body: { title: 'Body', type: 'string', default: '{}' },
      },
    };
    const form = [
      {
        key: 'weight',
        type: 'rc-select',
        multiple: false,
        items: [
          { value: 'normal', label: 'Normal' },
          { value: 'bold', label: 'Bold' },
        ],
      },
      { key: 'urls', type: 'rc-select', tags: true, items: [{ value: '/devices', label: '/devices' }] },
      {
        key: 'filterType',
        type: 'radios',
        direction: 'row',
        titleMap: [
          { value: 'all', name: 'All items' },
          { value: 'include', name: 'Include' },
        ],
      },
      { key: 'note', type: 'textarea' },
      { key: 'color', type: 'color' },
      { key: 'icon', type: 'icon' },
      { key: 'fn', type: 'javascript' },
      { key: 'body', type: 'json' },
    ];
    const el = await mountUi(<Probe schema={schema} form={form} />);
    expect(q(el, '[data-field="weight"] [role="combobox"]')!.textContent).to.contain('Normal');
    await typeInto(await $(el, '[data-field="urls"] input'), '/assets,');
    await until(() => JSON.stringify(lastModel()?.urls) === '["/assets"]');
    const radios = qa<HTMLInputElement>(el, '[data-field="filterType"] input[type="radio"]');
    expect(radios.map((r) => r.checked)).to.deep.equal([true, false]);
    radios[1]!.click();
    await until(() => lastModel().filterType === 'include');
    expect(q(el, '[data-field="note"] textarea')).to.exist;
    expect(q(el, '[data-field="color"] [data-testid="color-input-open"]')).to.exist;
    expect(q(el, '[data-field="icon"] svg path')).to.exist;
    await until(() => qa(el, '.cm-editor').length === 2, 5000, 'two CodeMirror editors');
    expect(q(el, '[data-field="fn"] .cm-content')!.textContent).to.equal('return 1;');
    expect(q(el, '[data-field="body"] [data-testid="code-editor-tidy"]')).to.exist;
  });
}

describe('JsonSchemaForm', () => {
  beforeEach(() => {
    models = [];
    validity = [];
  });
  afterEach(unmountAll);

  describe('fields and the model', fieldCases);
  describe('validation', validationCases);
  describe('read-only, messages, groups and conditions', formOptionCases);
  describe('arrays and widget field types', widgetFieldCases);
});

class Boundary extends Component<{ children: ReactNode; onError(e: unknown): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(e: unknown) {
    this.props.onError(e);
  }
  override render() {
    return this.state.failed ? <p data-testid="render-failed">failed</p> : this.props.children;
  }
}

interface SettingsForm {
  schema: JsonSchema;
  form?: unknown[];
  groupInfoes?: { formIndex: number; GroupTitle: string }[];
}

for (const [source, expected] of [
  ['fixtures', 9],
  ['compat', 66],
] as [CorpusSource, number][]) {
  const title =
    source === 'fixtures'
      ? 'our fixture widget bundles'
      : 'the 14 ThingsBoard 3.3.1 system bundles (IOT_TB_COMPAT_DIR)';
  describe(`JsonSchemaForm over ${title}`, () => {
    afterEach(unmountAll);

    it('renders every settingsSchema and dataKeySettingsSchema without error', async function () {
      this.timeout(180_000);
      const files = await corpus(source, 'widget_bundles');
      if (!files) this.skip(); // the compat folder is not configured
      const forms: { name: string; def: SettingsForm }[] = [];
      for (const file of files!) {
        const json = file.json as { widgetTypes: { name: string; descriptor: Record<string, unknown> }[] };
        for (const w of json.widgetTypes) {
          for (const k of ['settingsSchema', 'dataKeySettingsSchema']) {
            const raw = w.descriptor[k];
            const def = (typeof raw === 'string' ? (raw.trim() ? JSON.parse(raw) : {}) : (raw ?? {})) as SettingsForm;
            if (def.schema && Object.keys(def.schema).length) forms.push({ name: `${file.name}/${w.name}/${k}`, def });
          }
        }
      }
      const failures: string[] = [];
      let rendered = 0;
      for (const { name, def } of forms) {
        let error: unknown = null;
        const el = await mountUi(
          <Boundary onError={(e) => (error = e)}>
            <JsonSchemaForm
              schema={def.schema}
              form={def.form}
              groupInfoes={def.groupInfoes}
              model={{}}
              onChange={() => undefined}
              testId="form"
            />
          </Boundary>,
        );
        await until(() => q(el, '[data-testid="form"]') || q(el, '[data-testid="render-failed"]'), 3000, name);
        const fields = qa(el, '[data-testid="form"] [data-field]').length;
        const declared = Object.keys(def.schema.properties ?? {}).length;
        if (error || (declared > 0 && fields === 0)) failures.push(`${name}: ${error ? String(error) : 'no fields'}`);
        else rendered++;
        unmountAll();
      }
      console.log(
        `JSON schema form (${source}): ${rendered} of ${forms.length} widget settings schemas render without error`,
      );
      expect(failures).to.deep.equal([]);
      expect(forms.length).to.equal(expected);
    });
  });
}
