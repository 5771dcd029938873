/**
 * Edit mode's editor for the `widget` part (panel-contract.ts): the default export, lazy-loaded by edit mode's
 * registry. It wires the configuration dialog to the server for the signed-in user.
 */
import { useMemo } from 'react';
import type { EditorPanelProps } from '../panel-contract';
import { createWidgetConfigServices } from './services';
import { WidgetConfigEditor } from './widget-config-editor';

export default function WidgetConfigPanel(props: EditorPanelProps) {
  const services = useMemo(createWidgetConfigServices, []);
  return <WidgetConfigEditor {...props} services={services} />;
}
