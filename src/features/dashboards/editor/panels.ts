/**
 * The part editors of edit mode (panel-contract.ts), by part. Each entry loads its editor only when edit mode opens
 * it. This registry is the only place that knows which editor edits which part.
 */
import type { EditorLoader, EditorPart } from './panel-contract';

export const editorPanels: Record<EditorPart, EditorLoader> = {
  widget: () => import('./widget-config/widget-config-panel').then((m) => m.default),
  aliases: () => import('./aliases/aliases-editor').then((m) => m.default),
  filters: () => import('./filters/filters-editor').then((m) => m.default),
  states: () => import('./states/states-editor').then((m) => m.default),
  layouts: () => import('./layouts/layouts-editor').then((m) => m.default),
  settings: () => import('./settings/settings-editor').then((m) => m.default),
};
