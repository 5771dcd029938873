/**
 * Mount one dashboard part editor (aliases, filters, states, layouts, settings) the way edit mode does — the part's
 * TB JSON as `value`, the dashboard in `context` — with small fakes of our own lookup interface, and record what it
 * hands to `onApply`.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { ComponentType } from 'react';
import type { EditorPanelProps, TbJson } from '../../../../src/features/dashboards/editor/panel-contract';
import {
  EditorServicesProvider,
  type EditorServices,
} from '../../../../src/features/dashboards/editor/shared/editor-services';
import { mountUi, q, qa, until } from '../../ui/harness';
import { fill } from '../real-server';

export const services: EditorServices = {
  lookup: {
    search: async (type, text) =>
      (type === 'ASSET' ? [{ id: { entityType: 'ASSET', id: 'a-1' }, name: 'Building A' }] : []).filter((e) =>
        e.name.toLowerCase().startsWith(text.toLowerCase()),
      ),
    load: async (type, id) => ({ id: { entityType: type, id }, name: `Entity ${id}` }),
    loadMany: async (type, ids) => ids.map((id) => ({ id: { entityType: type, id }, name: `Entity ${id}` })),
  },
  loadSubtypes: async (type) => (type === 'DEVICE' ? ['gateway', 'thermostat'] : []),
  authority: 'TENANT_ADMIN',
  edgesEnabled: false,
};

export interface Mounted {
  el: HTMLElement;
  applied: TbJson[];
  closed: number;
}

export async function mountEditor(
  Editor: ComponentType<EditorPanelProps>,
  value: TbJson,
  dashboard: TbJson = {},
  stateId = 'default',
): Promise<Mounted> {
  const m: Mounted = { el: null as unknown as HTMLElement, applied: [], closed: 0 };
  m.el = await mountUi(
    <EditorServicesProvider value={services}>
      <Editor
        value={value}
        context={{ dashboard, stateId, layoutId: 'main' }}
        onApply={(next) => m.applied.push(next)}
        onClose={() => (m.closed += 1)}
      />
    </EditorServicesProvider>,
  );
  return m;
}

/** The element with this test id (the last one: nested dialogs stack). */
export const byId = <T extends HTMLElement = HTMLElement>(el: HTMLElement, id: string) =>
  until(() => qa<T>(el, `[data-testid="${id}"]`).at(-1), 3000, id);

export async function click(el: HTMLElement, id: string): Promise<void> {
  (await byId(el, id)).click();
}

export async function type(el: HTMLElement, id: string, text: string): Promise<void> {
  const host = await byId(el, id);
  const input = host instanceof HTMLInputElement ? host : host.querySelector('input')!;
  fill(input, text);
}

/** Pick `option` in the select with test id `id`. */
export async function choose(el: HTMLElement, id: string, option: string): Promise<void> {
  (await until(() => qa(el, `[data-testid="${id}"] [role="combobox"]`).at(-1), 3000, `select ${id}`)).click();
  const opt = await until(
    () => qa(el, '[role="option"]').find((o) => o.textContent?.trim() === option),
    3000,
    `option ${option}`,
  );
  opt.click();
  await until(() => !q(el, '[role="listbox"]'), 3000, 'listbox closed');
}

export async function isDisabled(el: HTMLElement, id: string): Promise<boolean> {
  return (await byId<HTMLButtonElement>(el, id)).disabled;
}

export async function screenshot(name: string): Promise<void> {
  await executeServerCommand('iot-viewport', { width: 1100, height: 900 });
  await new Promise((r) => setTimeout(r, 150));
  await executeServerCommand('iot-screenshot', { name: `editor-${name}`, fullPage: false });
}

export { axeViolations } from '../../axe';
