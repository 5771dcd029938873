/**
 * Opens the editor of one part (from the panels registry), hands it the part's JSON and the context, and records
 * what it applies as one undoable step.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { editorPanels } from './panels';
import type { EditControllerState, EditUi } from './edit-controller';
import type { EditorPanelProps, TbJson } from './panel-contract';

export function PartEditorHost({ ctl, editor }: { ctl: EditControllerState; editor: NonNullable<EditUi['editor']> }) {
  const [Editor, setEditor] = useState<ComponentType<EditorPanelProps> | null>(null);
  useEffect(() => {
    let live = true;
    setEditor(null);
    void editorPanels[editor.part]().then((c) => live && setEditor(() => c));
    return () => void (live = false);
  }, [editor.part]);
  const [value] = useState(() => ctl.readPart(editor.part, editor.widgetId));
  if (!Editor) return null;
  const close = () => ctl.setUi({ editor: null });
  return (
    <Editor
      value={value}
      context={{ dashboard: ctl.session.raw, stateId: ctl.stateId, layoutId: editor.layoutId ?? 'main' }}
      onApply={(next: TbJson) => {
        ctl.applyPart(editor.part, next, editor.widgetId);
        close();
      }}
      onClose={close}
    />
  );
}
