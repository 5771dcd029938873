import type { Migration } from './index.js';

/**
 * Indexes for the paged entity lists (measured by `npm run bench`, 10k devices per tenant): default order (id),
 * createdTime and case-insensitive name (and device type = profile name) sorts of devices and assets read the first page straight from an index
 * instead of sorting every row of the tenant.
 */
export const m0009ListIndexes: Migration = {
  version: 9,
  name: 'list_indexes',
  sql: `
CREATE INDEX idx_device_tenant_id ON device (tenant_id, id);
CREATE INDEX idx_device_tenant_created ON device (tenant_id, created_time, id);
CREATE INDEX idx_device_tenant_lower_name ON device (tenant_id, lower(name), name, id);
CREATE INDEX idx_device_tenant_lower_type ON device (tenant_id, lower(type), type, id);
CREATE INDEX idx_asset_tenant_id ON asset (tenant_id, id);
CREATE INDEX idx_asset_tenant_created ON asset (tenant_id, created_time, id);
CREATE INDEX idx_asset_tenant_lower_name ON asset (tenant_id, lower(name), name, id);
`,
};
