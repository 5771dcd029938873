/** EntityView / EntityViewInfo as ThingsBoard 3.3.1 serialises them. */
import { entityId, type EntityType } from '../lib/entity-id.js';
import { baseWire, type BaseRow, type EntityKind } from '../entities/kind.js';

/** `entity_view` row. */
export interface EntityViewRow extends BaseRow {
  entity_type: EntityType;
  entity_id: string;
  keys: unknown;
  start_ts: number;
  end_ts: number;
}

/** The entity view kind. */
export const ENTITY_VIEW_KIND: EntityKind<EntityViewRow> = {
  table: 'entity_view',
  entityType: 'ENTITY_VIEW',
  path: 'entityView',
  plural: 'entityViews',
  label: 'Entity View',
  toWire: (row) => {
    const { id, createdTime, additionalInfo, tenantId, customerId, name, type } = baseWire(row, 'ENTITY_VIEW');
    return {
      id,
      createdTime,
      additionalInfo,
      entityId: entityId(row.entity_type, row.entity_id),
      tenantId,
      customerId,
      name,
      type,
      keys: row.keys ?? null,
      startTimeMs: row.start_ts,
      endTimeMs: row.end_ts,
    };
  },
};
