/**
 * Customer details and tenant details (ThingsBoard 3.3.1 semantics): the selected contact fields of the
 * originator's customer (devices, assets, entity views, users and edges; a Failure names an entity that is not
 * assigned to a customer) or of the tenant are added as `customer_<field>` / `tenant_<field>` to the message data
 * (a JSON object) or, with `addToMetadata`, to the metadata. Fields: TITLE → `title`, COUNTRY, STATE, CITY, ZIP,
 * ADDRESS, ADDRESS2, PHONE, EMAIL, and ADDITIONAL_INFO → `additionalInfo` (the description); empty fields are left out.
 */
import type { Queryable } from '../../db/types.js';
import { isNullUuid } from '../../lib/entity-id.js';
import { dataJson, withMsg, type TbMsg } from '../message.js';
import { cfgBool, cfgStrings, NodeError, out, type NodeFactory } from '../node-api.js';

const CONTACT_SQL = {
  CUSTOMER:
    'SELECT title, country, state, city, zip, address, address2, phone, email, additional_info FROM customer WHERE id = $1',
  TENANT:
    'SELECT title, country, state, city, zip, address, address2, phone, email, additional_info FROM tenant WHERE id = $1',
} as const;

const OWNED_SQL: Record<string, [string, string]> = {
  DEVICE: ['SELECT name, customer_id FROM device WHERE id = $1', 'Device'],
  ASSET: ['SELECT name, customer_id FROM asset WHERE id = $1', 'Asset'],
  ENTITY_VIEW: ['SELECT name, customer_id FROM entity_view WHERE id = $1', 'EntityView'],
  USER: ['SELECT email AS name, customer_id FROM tb_user WHERE id = $1', 'User'],
  EDGE: ['SELECT name, customer_id FROM edge WHERE id = $1', 'Edge'],
};

/** Field of each detail. */
const FIELDS: Record<string, string> = {
  TITLE: 'title',
  COUNTRY: 'country',
  STATE: 'state',
  CITY: 'city',
  ZIP: 'zip',
  ADDRESS: 'address',
  ADDRESS2: 'address2',
  PHONE: 'phone',
  EMAIL: 'email',
  ADDITIONAL_INFO: 'additionalInfo',
};

type Contact = Record<string, unknown>;

async function customerContact(db: Queryable, msg: TbMsg): Promise<Contact | null> {
  const owned = OWNED_SQL[msg.originator.entityType];
  if (!owned) throw new NodeError(`Entity with entityType '${msg.originator.entityType}' is not supported.`);
  const { rows } = await db.query<{ name: string; customer_id: string }>(owned[0], [msg.originator.id]);
  const e = rows[0];
  if (!e) return null;
  if (isNullUuid(e.customer_id)) throw new NodeError(`${owned[1]} with name '${e.name}' is not assigned to Customer.`);
  return (await db.query<Contact>(CONTACT_SQL.CUSTOMER, [e.customer_id])).rows[0] ?? null;
}

async function tenantContact(db: Queryable, msg: TbMsg): Promise<Contact | null> {
  return (await db.query<Contact>(CONTACT_SQL.TENANT, [msg.tenantId])).rows[0] ?? null;
}

function detailValue(contact: Contact, field: string): string | null {
  if (field === 'additionalInfo') {
    const info = contact['additional_info'];
    const d = info !== null && typeof info === 'object' ? (info as Record<string, unknown>)['description'] : undefined;
    return d === undefined || d === null ? null : String(d);
  }
  const v = contact[field];
  return v === null || v === undefined ? null : String(v);
}

function detailsNode(prefix: string, find: (db: Queryable, msg: TbMsg) => Promise<Contact | null>): NodeFactory {
  return (def) => {
    const details = cfgStrings(def.config, 'detailsList').filter((d) => d in FIELDS);
    const toMetadata = cfgBool(def.config, 'addToMetadata');
    return {
      process: async (msg, ctx) => {
        if (details.length === 0) return out(msg, 'Success');
        const data = toMetadata ? null : dataJson(msg);
        if (!toMetadata && (data === null || typeof data !== 'object' || Array.isArray(data)))
          throw new NodeError('Message data is not a JSON object');
        const contact = await find(ctx.db, msg);
        if (!contact) throw new NodeError('Entity details are not found');
        const add: Record<string, string> = {};
        for (const d of details) {
          const field = FIELDS[d] as string;
          const value = detailValue(contact, field);
          if (value !== null) add[prefix + field] = value;
        }
        return out(
          toMetadata
            ? withMsg(msg, { metadata: { ...msg.metadata, ...add } })
            : withMsg(msg, { data: JSON.stringify({ ...(data as object), ...add }) }),
          'Success',
        );
      },
    };
  };
}

/** Factories by short class name. */
export const DETAILS_NODES: Record<string, NodeFactory> = {
  'metadata.TbGetCustomerDetailsNode': detailsNode('customer_', customerContact),
  'metadata.TbGetTenantDetailsNode': detailsNode('tenant_', tenantContact),
};
