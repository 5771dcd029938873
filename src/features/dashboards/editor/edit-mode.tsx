/**
 * Edit mode's entry, loaded when the edit button is pressed: the controller for one dashboard and the two views the
 * runtime shows while editing — the edit toolbar (as its banner) and the editable grid (as its layout view).
 */
import type { ComponentType } from 'react';
import type { DashboardModel } from '../model/dashboard-model';
import type { LayoutViewProps } from '../runtime/dashboard-runtime';
import { EditControllerState, type EditOptions } from './edit-controller';
import type { EditSession } from './edit-session';
import { EditToolbar } from './edit-toolbar';
import { EditableLayout } from './grid/editable-layout';

export interface EditController {
  session: EditSession;
  model(): DashboardModel;
  Layout: ComponentType<LayoutViewProps>;
  Toolbar: ComponentType;
  state: EditControllerState;
}

export function createEditMode(options: EditOptions): EditController {
  const state = new EditControllerState(options);
  return {
    session: state.session,
    model: () => state.model(),
    Layout: (props: LayoutViewProps) => <EditableLayout ctl={state} {...props} />,
    Toolbar: () => <EditToolbar ctl={state} />,
    state,
  };
}
