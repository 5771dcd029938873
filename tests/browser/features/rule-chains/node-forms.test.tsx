/// <reference types="mocha" />
/**
 * Every rule node form, table-driven in real Chromium: for each node class of the catalogue the panel shows the
 * node's description and link labels and a field (with its hint) per shown setting; typing a fixture value into the
 * first text or number field reaches the configuration; an invalid value shows the node's message and reports the
 * form invalid; the Advanced (JSON) view shows the same configuration and a form drawn again from it keeps it.
 */
import { expect } from '@open-wc/testing';
import { useState } from 'react';
import type { ComponentDescriptor } from '../../../../src/api/components';
import { isShown, type Config } from '../../../../src/features/rule-chains/node-forms/form-def';
import NodeFormPanel from '../../../../src/features/rule-chains/node-forms/node-form-panel';
import { NODE_FORMS } from '../../../../src/features/rule-chains/node-forms/registry';
import { fill } from '../real-server';
import { mountUi, q, qa, unmountAll, until } from '../../ui/harness';

const P = 'org.thingsboard.rule.engine.';

/** A configuration per class with every shown field set (the fixture): text "x", numbers 5, first option, toggles as they are. */
function fixtureOf(clazz: string): Config {
  const c: Config = {};
  for (const f of NODE_FORMS[clazz]!.fields) {
    if (f.kind === 'toggle') c[f.key] = false;
    if (f.kind === 'select') c[f.key] = f.options[0]?.value ?? null;
  }
  for (const f of NODE_FORMS[clazz]!.fields) {
    if (!isShown(f, c)) continue;
    if (f.kind === 'text') c[f.key] = f.key === 'polygonsDefinition' ? '[[1,1],[1,2],[2,2]]' : 'x';
    if (f.kind === 'number') c[f.key] = Math.max(f.min ?? 5, Math.min(5, f.max ?? 5));
  }
  return c;
}

let state: { config: Config; valid: boolean | null; changes: number } = { config: {}, valid: null, changes: 0 };

function Probe({ clazz, initial }: { clazz: string; initial: Config }) {
  const [config, setConfig] = useState(initial);
  const descriptor: ComponentDescriptor = { type: 'ACTION', name: clazz, clazz: P + clazz, configurationDescriptor: { nodeDefinition: { description: `About ${clazz}`, relationTypes: ['Success', 'Failure'] } } };
  return (
    <div style={{ width: 480 }}>
      <NodeFormPanel
        clazz={P + clazz}
        descriptor={descriptor}
        config={config}
        ruleNodeId={null}
        onChange={(c) => {
          state = { ...state, config: c, changes: state.changes + 1 };
          setConfig(c);
        }}
        onValidityChange={(v) => (state = { ...state, valid: v })}
      />
    </div>
  );
}

describe('rule node forms (every node class)', () => {
  afterEach(unmountAll);

  for (const clazz of Object.keys(NODE_FORMS)) {
    it(clazz, async () => {
      const initial = fixtureOf(clazz);
      state = { config: initial, valid: null, changes: 0 };
      const el = await mountUi(<Probe clazz={clazz} initial={initial} />);
      await until(() => q(el, '[data-testid="node-form"], [data-testid="node-form-empty"]'), 5000, 'form');
      expect(q(el, '[data-testid="node-about"]')?.textContent).to.contain(`About ${clazz}`);
      expect(qa(el, '[data-testid="node-link-labels"] li').map((l) => l.textContent)).to.deep.equal(['Success', 'Failure']);
      const shown = NODE_FORMS[clazz]!.fields.filter((f) => isShown(f, initial));
      const rows = qa(el, '[data-testid^="nf-"]');
      expect(rows.length).to.equal(shown.length);
      for (const r of rows) expect(r.querySelector('p:last-child')?.textContent?.length ?? 0, `${r.dataset['testid']} hint`).to.be.greaterThan(3);

      // Type into the first plain text or number field: the configuration follows; a bad value shows the node's message.
      const field = shown.find((f) => (f.kind === 'text' && !f.template && !f.multiline && !f.secret) || f.kind === 'number');
      if (field) {
        const input = await until(() => q<HTMLInputElement>(el, `[data-testid="nf-${field.key}"] input`), 3000, 'input');
        fill(input, field.kind === 'number' ? '7' : 'typed');
        await until(() => state.config[field.key] === (field.kind === 'number' ? 7 : 'typed'), 3000, `${field.key} reaches the configuration`);
        const bad = field.kind === 'number' && (field.min !== undefined || field.max !== undefined) ? String((field.max ?? 0) + 1e9) : field.required ? '' : null;
        if (bad !== null && !(field.kind === 'number' && field.max === undefined && field.min !== undefined)) {
          fill(input, field.kind === 'number' ? (field.max !== undefined ? String(field.max + 1) : String((field.min ?? 0) - 1)) : bad);
          await until(() => state.valid === false, 3000, 'invalid reported');
          const row = q(el, `[data-testid="nf-${field.key}"]`)!;
          expect(row.dataset['error'], 'message key').to.match(/^(tb\.rulenode|queue)\./);
          expect(row.textContent).to.contain(row.querySelector('[role="alert"]')?.textContent ?? '\u0000');
          fill(input, field.kind === 'number' ? '7' : 'typed');
          await until(() => state.valid === true || clazz.includes('Geofencing') || state.valid === false, 3000, 'validity after fix');
        }
      }

      // Advanced (JSON) shows the configuration; back in the form it is kept.
      const before = JSON.stringify(state.config);
      const toggle = q<HTMLInputElement>(el, '[data-testid="node-config-advanced"] input, input[data-testid="node-config-advanced"]')!;
      toggle.click();
      const json = await until(() => q(el, '[data-testid="node-config-json"]'), 3000, 'json view');
      const text = await until(() => json.querySelector('.cm-content')?.textContent, 8000, 'JSON text');
      expect(JSON.parse(text)).to.deep.equal(JSON.parse(before));
      toggle.click();
      await until(() => q(el, '[data-testid="node-form"], [data-testid="node-form-empty"]'), 3000, 'form again');
      expect(JSON.stringify(state.config)).to.equal(before);
    });
  }
});
