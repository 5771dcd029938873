/**
 * The contract between dashboard edit mode and its editors. Edit mode keeps the dashboard as
 * ThingsBoard's own JSON, so an export round-trips; every editor receives one part of that JSON,
 * returns the edited part through `onApply`, and edit mode records the change as one undoable step. Editors never
 * mutate what they receive and never save to the server themselves.
 *
 * Parts (all plain ThingsBoard JSON, typed loosely on purpose: unknown fields must survive an edit untouched):
 * - `widget`: one entry of `configuration.widgets` (`{ id, typeFullFqn | bundleAlias+typeAlias, type, sizeX, sizeY,
 *   config: { datasources, timewindow, settings, title, actions, … } }`);
 * - `aliases`: `configuration.entityAliases` (id → `{ id, alias, filter: { type, resolveMultiple, … } }`);
 * - `filters`: `configuration.filters` (id → `{ id, filter, keyFilters, editable }`);
 * - `states`: `configuration.states` (id → `{ name, root, layouts: { main, right? } }`);
 * - `layouts`: the `layouts` object of one state (`{ main: { widgets, gridSettings }, right? }`);
 * - `settings`: `configuration.settings` (state controller, toolbar visibility, logo, title colour, …).
 */
import type { ComponentType } from 'react';

/** A ThingsBoard JSON object as received; editors keep fields they do not know. */
export type TbJson = Record<string, unknown>;

/** What every editor may read besides the part it edits. */
export interface EditorContext {
  /** The whole dashboard being edited (`{ id, title, configuration, … }`), read-only. */
  dashboard: TbJson;
  /** Id of the state shown when the editor opened. */
  stateId: string;
  /** Which layout of that state (`main` or `right`). */
  layoutId: 'main' | 'right';
}

export type EditorPart = 'widget' | 'aliases' | 'filters' | 'states' | 'layouts' | 'settings';

/** Props of every editor panel or dialog. */
export interface EditorPanelProps<T = TbJson> {
  value: T;
  context: EditorContext;
  /** The edited part; edit mode records it as one undoable step and closes the editor. */
  onApply: (next: T) => void;
  /** Close without changes. */
  onClose: () => void;
}

/** An editor for one part, loaded only when edit mode opens it. */
export type EditorLoader = () => Promise<ComponentType<EditorPanelProps>>;
