import type { EntityRef } from '../entity/entity-types';

/** A relation with the names of its ends. */
export interface RelationRow {
  from: EntityRef;
  to: EntityRef;
  type: string;
  typeGroup?: string | null;
  fromName?: string | null;
  toName?: string | null;
  additionalInfo?: unknown;
}
