/**
 * Mounts any React node inside a real custom element (shadow root, portal root, i18n, styles) for ui tests.
 * `mountUi(<Probe/>)` returns the host element; query through `el.shadowRoot`.
 */
import { sendKeys } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import { createElementClass } from '../../../src/host/create-element-class';
import { QueryProvider } from '../../../src/host/query-provider';
import { registerElement } from '../../../src/host/register-element';
import { shadow, until } from '../helpers';

let current: () => ReactNode = () => null;

function Probe() {
  return <div data-testid="probe-root">{current()}</div>;
}

registerElement('iot-test-ui', createElementClass(Probe, { providers: QueryProvider }));

/** Render `node` inside a fresh `<iot-test-ui>` and wait until it is on screen. */
export async function mountUi(node: ReactNode | (() => ReactNode), attrs = ''): Promise<HTMLElement> {
  current = typeof node === 'function' ? (node as () => ReactNode) : () => node;
  const wrap = document.createElement('div');
  wrap.className = 'iot-test-wrap';
  wrap.innerHTML = `<iot-test-ui ${attrs}></iot-test-ui>`;
  document.body.append(wrap);
  const el = wrap.firstElementChild as HTMLElement;
  await until(() => el.shadowRoot?.querySelector('[data-testid="probe-root"]'), 5000, 'probe mounted');
  return el;
}

/** Remove every mounted test element. */
export function unmountAll(): void {
  document.querySelectorAll('.iot-test-wrap').forEach((e) => e.remove());
}

/** querySelector inside the element's shadow root, waiting until it appears. */
export function $<T extends Element = HTMLElement>(el: HTMLElement, selector: string, timeout = 3000): Promise<T> {
  return until(() => shadow(el).querySelector<T>(selector), timeout, selector);
}

/** Synchronous querySelector inside the shadow root. */
export function q<T extends Element = HTMLElement>(el: HTMLElement, selector: string): T | null {
  return shadow(el).querySelector<T>(selector);
}

/** All matches inside the shadow root. */
export function qa<T extends Element = HTMLElement>(el: HTMLElement, selector: string): T[] {
  return [...shadow(el).querySelectorAll<T>(selector)];
}

/** The input inside the shadow root whose label starts with `label`. */
export function inputLabelled(el: HTMLElement, label: string): HTMLInputElement {
  const found = qa<HTMLInputElement>(el, 'input').find((i) => i.labels?.[0]?.textContent?.startsWith(label));
  if (!found) throw new Error(`no input labelled "${label}"`);
  return found;
}

/** Focus an element and type text with real key input. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** Press one key (real input). */
export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** Wait a number of milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export { until, shadow };
