/**
 * The widget clipboard, shared by every tab of the origin like ThingsBoard's item buffer: a copied widget (its
 * export form, so it pastes into any dashboard) and a copied reference (pastes only into the same dashboard).
 */
import type { WidgetReference } from './ops/widget-ops';
import type { WidgetExport } from './ops/widget-transfer';

const ITEM = 'TB-widget-item';
const REFERENCE = 'TB-widget-reference';

function read<T>(key: string): T | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: copying just does not survive this page.
  }
}

export const clipboard = {
  copy: (item: WidgetExport) => write(ITEM, item),
  copyReference: (ref: WidgetReference) => write(REFERENCE, ref),
  item: () => read<WidgetExport>(ITEM),
  reference: () => read<WidgetReference>(REFERENCE),
};
