/**
 * The part editors of edit mode (panel-contract.ts), by part. Each entry loads its editor only when edit mode opens
 * it. A part without a dedicated editor is edited as JSON in the shared edit-JSON dialog. This registry is the only
 * place that knows which editor edits which part.
 */
import type { EditorLoader, EditorPart } from './panel-contract';

const json = (part: EditorPart): EditorLoader => () => import('./json-part-editor').then((m) => m.jsonPartEditor(part));

export const editorPanels: Record<EditorPart, EditorLoader> = {
  widget: json('widget'),
  aliases: () => import('./aliases/aliases-editor').then((m) => m.default),
  filters: () => import('./filters/filters-editor').then((m) => m.default),
  states: () => import('./states/states-editor').then((m) => m.default),
  layouts: () => import('./layouts/layouts-editor').then((m) => m.default),
  settings: () => import('./settings/settings-editor').then((m) => m.default),
};
