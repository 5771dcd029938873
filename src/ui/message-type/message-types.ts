/** Rule engine message types and the keys of their display names. */
export const MESSAGE_TYPES = [
  'POST_ATTRIBUTES_REQUEST',
  'POST_TELEMETRY_REQUEST',
  'TO_SERVER_RPC_REQUEST',
  'RPC_CALL_FROM_SERVER_TO_DEVICE',
  'ACTIVITY_EVENT',
  'INACTIVITY_EVENT',
  'CONNECT_EVENT',
  'DISCONNECT_EVENT',
  'ENTITY_CREATED',
  'ENTITY_UPDATED',
  'ENTITY_DELETED',
  'ENTITY_ASSIGNED',
  'ENTITY_UNASSIGNED',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_UPDATED',
  'TIMESERIES_DELETED',
  'RPC_QUEUED',
  'RPC_DELIVERED',
  'RPC_SUCCESSFUL',
  'RPC_TIMEOUT',
  'RPC_FAILED',
] as const;

/** 'POST_TELEMETRY_REQUEST' → 'message-type.post-telemetry-request'. */
export function messageTypeKey(type: string): string {
  return `message-type.${type.toLowerCase().replace(/_/g, '-')}`;
}
