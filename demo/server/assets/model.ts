/** Asset / AssetInfo as ThingsBoard 3.3.1 serialises them. */
import { baseWire, type BaseRow, type EntityKind } from '../entities/kind.js';

/** `asset` row. */
export interface AssetRow extends BaseRow {
  label: string | null;
}

/** The asset kind. */
export const ASSET_KIND: EntityKind<AssetRow> = {
  table: 'asset',
  entityType: 'ASSET',
  path: 'asset',
  plural: 'assets',
  label: 'Asset',
  toWire: (row) => ({ ...baseWire(row, 'ASSET'), label: row.label }),
};
