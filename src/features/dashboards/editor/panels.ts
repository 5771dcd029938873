/**
 * The part editors of edit mode (panel-contract.ts), by part. Each entry loads its editor only when edit mode opens
 * it. Until a dedicated editor lands here, a part is edited as JSON in the shared edit-JSON dialog. This registry is
 * the only place that knows which editor edits which part.
 */
import type { EditorLoader, EditorPart } from './panel-contract';

const json = (part: EditorPart): EditorLoader => () => import('./json-part-editor').then((m) => m.jsonPartEditor(part));

export const editorPanels: Record<EditorPart, EditorLoader> = {
  widget: json('widget'),
  aliases: json('aliases'),
  filters: json('filters'),
  states: json('states'),
  layouts: json('layouts'),
  settings: json('settings'),
};
