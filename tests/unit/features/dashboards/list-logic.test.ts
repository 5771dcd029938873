// Dashboards list page logic: reading an import file, the public customer of a dashboard.
import { describe, expect, it } from 'vitest';
import { parseDashboardExport, publicCustomerId } from '../../../../src/features/dashboards/list/list-api';

describe('parseDashboardExport', () => {
  it('accepts a ThingsBoard export and keeps title, configuration and image', () => {
    const cfg = { widgets: {}, states: {} };
    expect(parseDashboardExport(JSON.stringify({ title: 'T', configuration: cfg, image: 'data:x' }))).toEqual({
      title: 'T',
      configuration: cfg,
      image: 'data:x',
    });
  });
  it.each([
    ['not json'],
    ['[]'],
    ['null'],
    ['{"title":"T"}'],
    ['{"configuration":{}}'],
    ['{"title":1,"configuration":{}}'],
  ])('refuses %s', (text) => {
    expect(parseDashboardExport(text)).toBeNull();
  });
});

describe('publicCustomerId', () => {
  it('is the id of the customer flagged public, else null', () => {
    expect(
      publicCustomerId({
        assignedCustomers: [
          { customerId: { id: 'a' }, public: false },
          { customerId: { id: 'p' }, public: true },
        ],
      }),
    ).toBe('p');
    expect(publicCustomerId({ assignedCustomers: [{ customerId: { id: 'a' }, public: false }] })).toBeNull();
    expect(publicCustomerId({ assignedCustomers: null })).toBeNull();
  });
});
