/**
 * Entity lifecycle messages (ThingsBoard's logEntityAction): saving, deleting and assigning assets, customers,
 * dashboards, users and entity views through the REST API push ENTITY_CREATED / ENTITY_UPDATED / ENTITY_DELETED /
 * ENTITY_ASSIGNED / ENTITY_UNASSIGNED into the root chain with the entity as originator and data and the acting user
 * in the metadata; attribute and time-series deletions arrive as ATTRIBUTES_UPDATED / TIMESERIES_DELETED. Read from the
 * debug events of the root chain's first node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type Fixture } from '../fixtures.js';
import { debugEvents, eventually, installRoot, node, type DebugBody } from './support.js';

let f: Fixture;
let first = '';

beforeAll(async () => {
  f = await fixture();
  [first = ''] = await installRoot(
    f,
    'EA root',
    [node('filter.TbMsgTypeSwitchNode', 'Switch', { version: 0 }, true)],
    [],
  );
});
afterAll(async () => {
  await f?.server.close();
});

interface Seen {
  type: string;
  entityType: string;
  data: Record<string, unknown>;
  metadata: Record<string, string>;
}

/** IN events of the first node for one originator, oldest first, once `count` have arrived. */
async function messagesOf(id: string, count: number): Promise<Seen[]> {
  return eventually(async () => {
    const events = (await debugEvents(f, first)).filter(
      (e: DebugBody & { entityId?: string; entityName?: string }) => e.type === 'IN' && e.entityId === id,
    );
    if (events.length < count) return null;
    return events.map((e) => ({
      type: e.msgType,
      entityType: String((e as { entityName?: string }).entityName),
      data: JSON.parse(e.data) as Record<string, unknown>,
      metadata: JSON.parse(e.metadata) as Record<string, string>,
    }));
  });
}

function body<T = Record<string, unknown>>(res: { statusCode: number; body: string }): T {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as T;
}

describe('entity lifecycle messages', () => {
  it('an asset create, update and delete push ENTITY_CREATED, ENTITY_UPDATED and ENTITY_DELETED with the asset as data', async () => {
    const created = body<{ id: { id: string }; name: string }>(
      await f.req('POST', '/api/asset', 'ta', { name: 'EA pump', type: 'pump' }),
    );
    const id = created.id.id;
    await f.req('POST', '/api/asset', 'ta', { ...created, label: 'Main pump' });
    expect((await f.req('DELETE', `/api/asset/${id}`, 'ta')).statusCode).toBe(200);
    const seen = await messagesOf(id, 3);
    expect(seen.map((m) => m.type)).toEqual(['ENTITY_CREATED', 'ENTITY_UPDATED', 'ENTITY_DELETED']);
    for (const m of seen) {
      expect(m.entityType).toBe('ASSET');
      expect(m.data).toMatchObject({ id: { entityType: 'ASSET', id }, name: 'EA pump', type: 'pump' });
      expect(m.metadata['userName']).toBe('tenant@thingsboard.org');
      expect(m.metadata['userId']).toMatch(/^[0-9a-f-]{36}$/);
      expect(m.metadata['customerId']).toBeUndefined();
    }
    expect(seen[1]?.data['label']).toBe('Main pump');
  });

  it('assigning and unassigning push ENTITY_ASSIGNED / ENTITY_UNASSIGNED with the customer in the metadata', async () => {
    const asset = body<{ id: { id: string } }>(
      await f.req('POST', '/api/asset', 'ta', { name: 'EA valve', type: 'valve' }),
    );
    const id = asset.id.id;
    body(await f.req('POST', `/api/customer/${f.customerA}/asset/${id}`, 'ta'));
    body(await f.req('DELETE', `/api/customer/asset/${id}`, 'ta'));
    const seen = await messagesOf(id, 3);
    expect(seen.map((m) => m.type)).toEqual(['ENTITY_CREATED', 'ENTITY_ASSIGNED', 'ENTITY_UNASSIGNED']);
    expect(seen[1]?.metadata).toMatchObject({
      customerId: f.customerA,
      assignedCustomerId: f.customerA,
      assignedCustomerName: expect.any(String) as string,
    });
    expect(seen[1]?.data['customerId']).toEqual({ entityType: 'CUSTOMER', id: f.customerA });
    expect(seen[2]?.metadata).toMatchObject({ unassignedCustomerId: f.customerA });
  });

  otherEntityAndTelemetryEventTests();
});

function otherEntityAndTelemetryEventTests(): void {
  it('customers, dashboards (configuration blanked), users and entity views send theirs too', async () => {
    const customer = body<{ id: { id: string } }>(await f.req('POST', '/api/customer', 'ta', { title: 'EA customer' }));
    const dashboard = body<{ id: { id: string } }>(
      await f.req('POST', '/api/dashboard', 'ta', { title: 'EA board', configuration: { widgets: {} } }),
    );
    const user = body<{ id: { id: string } }>(
      await f.req('POST', '/api/user?sendActivationMail=false', 'ta', {
        email: 'ea.user@example.com',
        authority: 'CUSTOMER_USER',
        customerId: customer.id,
        firstName: 'E',
        lastName: 'A',
      }),
    );
    const device = body<{ id: { id: string } }>(
      await f.req('POST', '/api/device', 'ta', { name: 'EA device', type: 'default' }),
    );
    const view = body<{ id: { id: string } }>(
      await f.req('POST', '/api/entityView', 'ta', {
        name: 'EA view',
        type: 'v',
        entityId: device.id,
        keys: { timeseries: [], attributes: { cs: [], ss: [], sh: [] } },
      }),
    );
    expect((await f.req('DELETE', `/api/dashboard/${dashboard.id.id}`, 'ta')).statusCode).toBe(200);

    const [c] = await messagesOf(customer.id.id, 1);
    expect(c).toMatchObject({
      type: 'ENTITY_CREATED',
      entityType: 'CUSTOMER',
      data: { title: 'EA customer' },
      metadata: { customerId: customer.id.id },
    });
    const d = await messagesOf(dashboard.id.id, 2);
    expect(d.map((m) => m.type)).toEqual(['ENTITY_CREATED', 'ENTITY_DELETED']);
    expect(d[0]?.data).toMatchObject({ title: 'EA board', configuration: '' });
    const [u] = await messagesOf(user.id.id, 1);
    expect(u).toMatchObject({
      type: 'ENTITY_CREATED',
      entityType: 'USER',
      data: { email: 'ea.user@example.com' },
      metadata: { customerId: customer.id.id },
    });
    const [v] = await messagesOf(view.id.id, 1);
    expect(v).toMatchObject({ type: 'ENTITY_CREATED', entityType: 'ENTITY_VIEW', data: { name: 'EA view' } });
  });

  it('REST attribute saves and time-series deletions on an asset arrive as ATTRIBUTES_UPDATED and TIMESERIES_DELETED', async () => {
    const asset = body<{ id: { id: string } }>(
      await f.req('POST', '/api/asset', 'ta', { name: 'EA tank', type: 'tank' }),
    );
    const id = asset.id.id;
    expect(
      (await f.req('POST', `/api/plugins/telemetry/ASSET/${id}/attributes/SERVER_SCOPE`, 'ta', { level: 3 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.req('POST', `/api/plugins/telemetry/ASSET/${id}/timeseries/ANY`, 'ta', { volume: 10 })).statusCode,
    ).toBe(200);
    const del = await f.req(
      'DELETE',
      `/api/plugins/telemetry/ASSET/${id}/timeseries/delete?keys=volume&deleteAllDataForKeys=false&startTs=0&endTs=${Date.now() + 1000}`,
      'ta',
    );
    expect(del.statusCode).toBe(200);
    const seen = await messagesOf(id, 3);
    expect(seen.map((m) => m.type)).toEqual(['ENTITY_CREATED', 'ATTRIBUTES_UPDATED', 'TIMESERIES_DELETED']);
    expect(seen[1]).toMatchObject({
      data: { level: 3 },
      metadata: { scope: 'SERVER_SCOPE', userName: 'tenant@thingsboard.org' },
    });
    expect(seen[2]?.data).toMatchObject({ timeseries: ['volume'], startTs: 0 });
  });
}
