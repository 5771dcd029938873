/**
 * Lazy registration (STYLE §B.6): each tag maps to the module that defines it. `defineIotElements()` loads
 * the modules of the tags present in the document (or the ones asked for).
 */
export { setAssetBase } from '../src/host/assets';

const modules: Record<string, () => Promise<unknown>> = {
  'iot-console': () => import('./iot-console'),
  'iot-device-list': () => import('./iot-device-list'),
  'iot-asset-list': () => import('./iot-asset-list'),
  'iot-customer-list': () => import('./iot-customer-list'),
  'iot-alarm-table': () => import('./iot-alarm-table'),
  'iot-dashboard': () => import('./iot-dashboard'),
  'iot-rule-chain-editor': () => import('./iot-rule-chain-editor'),
};

export const iotTags: string[] = Object.keys(modules);

/** Load and define the given tags (default: every iot-* tag found in `root`). */
export async function defineIotElements(tags?: string[], root: ParentNode = document): Promise<void> {
  const wanted = tags ?? iotTags.filter((tag) => root.querySelector(tag) !== null);
  await Promise.all(wanted.map((tag) => modules[tag]?.()));
}

/** Resolves when every given tag is defined. */
export function whenIotElementsDefined(tags: string[] = iotTags): Promise<CustomElementConstructor[]> {
  return Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
}
