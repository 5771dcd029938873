/**
 * The `iot-*` events every element may fire: CustomEvents with bubbles + composed, small
 * serialisable details, request events cancelable. Merged into GlobalEventHandlersEventMap for typed listeners.
 * One exception: `iot-session-change` is a page-level event, dispatched once per change on `document` (it
 * bubbles to `window`); each element also fires a copy on itself that does not bubble.
 */
import type { SessionInfo } from '../session/session-events';

export interface IotEventMap {
  /** Cancelable: preventDefault() to route in the host page instead. */
  'iot-navigate': CustomEvent<{ path: string }>;
  /** The page's session signed in, out, expired, or another user signed in (also in another tab). */
  'iot-session-change': CustomEvent<SessionInfo>;
  /** A row of an entity list was activated (click or Enter). */
  'iot-entity-select': CustomEvent<{ entityType: string; id: string; name?: string }>;
  /** An entity was created or saved in an entity list. */
  'iot-entity-save': CustomEvent<{ entityType: string; id: string; name?: string }>;
  /** Entities were deleted in an entity list. */
  'iot-entity-delete': CustomEvent<{ entityType: string; ids: string[] }>;
  /** `<iot-alarm-table>`: a row was activated (click or Enter). */
  'iot-alarm-select': CustomEvent<{
    id: string;
    type: string;
    severity: string;
    status: string;
    createdTime: number;
    originator: { entityType: string; id: string };
    originatorName?: string | null;
  }>;
  /** `<iot-alarm-table>`: alarms were acknowledged. */
  'iot-alarm-ack': CustomEvent<{ ids: string[] }>;
  /** `<iot-alarm-table>`: alarms were cleared. */
  'iot-alarm-clear': CustomEvent<{ ids: string[] }>;
  /** `<iot-dashboard>` moved to another dashboard state (`state` is ThingsBoard's encoded state parameter). */
  'iot-dashboard-state-change': CustomEvent<{ state: string; stateId: string }>;
  /** A widget action ran in `<iot-dashboard>` (row click, header button, marker click, …). */
  'iot-widget-action': CustomEvent<{
    widgetId: string;
    actionName: string;
    actionType: string;
    entityId: string | null;
    entityName: string | null;
  }>;
  /** `<iot-rule-chain-editor>` saved the chain's metadata. */
  'iot-rule-chain-save': CustomEvent<{ ruleChainId: string; name: string }>;
  /** `<iot-rule-chain-editor>`: one rule node was selected (null: none). `ruleNodeId` is null for unsaved nodes. */
  'iot-rule-node-select': CustomEvent<{
    ruleChainId: string;
    ruleNodeId: string | null;
    index: number;
    name: string;
    type: string;
  } | null>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends IotEventMap {}
}

export type IotEventName = keyof IotEventMap;
export type IotEventDetail<K extends IotEventName> = IotEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatch from the host element; returns false when a cancelable event was prevented. */
export function fireIotEvent<K extends IotEventName>(
  host: HTMLElement,
  name: K,
  detail: IotEventDetail<K>,
  options: { cancelable?: boolean; bubbles?: boolean } = {},
): boolean {
  const bubbles = options.bubbles ?? true;
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles, composed: bubbles, cancelable: options.cancelable ?? false }),
  );
}
