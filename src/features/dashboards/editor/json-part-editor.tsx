/**
 * The fallback editor of every part: its ThingsBoard JSON in the edit-JSON dialog; Save applies it as one step.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EditJsonDialog } from '../../../ui/edit-json-dialog/edit-json-dialog';
import type { EditorPanelProps, EditorPart, TbJson } from './panel-contract';

const made = new Map<EditorPart, ComponentType<EditorPanelProps>>();

/** One component per part (stable identity, so React keeps it mounted). */
export function jsonPartEditor(part: EditorPart): ComponentType<EditorPanelProps> {
  let c = made.get(part);
  if (!c) {
    c = function JsonPartEditor({ value, onApply, onClose }: EditorPanelProps) {
      const { t } = useTranslation();
      return <EditJsonDialog open value={value} title={t(`dashboard.edit-part-${part}`)} onClose={(next) => (next ? onApply(next as TbJson) : onClose())} />;
    };
    made.set(part, c);
  }
  return c;
}
