/** Seeds a fresh database with the demo tenants, customers, users and entities. Runs once per database. */
import type { Db, Queryable } from '../db/types.js';
import { jsonParam } from '../db/types.js';
import { getMeta, setMeta } from '../db/meta.js';
import { NULL_UUID, uuidV1, uuidV1Time } from '../lib/uuid.js';
import { hashPassword } from '../security/password.js';
import { insertTenant } from '../tenants/repo.js';
import { provisionTenant } from '../tenants/provision.js';
import { insertCustomer } from '../customers/repo.js';
import { defaultTenantProfileData, insertTenantProfile } from '../tenant-profiles/repo.js';
import { findUserByEmail, insertCredentials, insertUser } from '../users/repo.js';
import { seedSystemContent, seedTenantEntities } from './entities.js';
import { seedOauth2Templates } from '../oauth2/templates.js';
import { seedTelemetryHistory } from './telemetry.js';
import { seedLwm2mModels } from '../resources/lwm2m-models.js';
import {
  DEMO_ADMIN_SETTINGS,
  DEMO_CUSTOMERS,
  DEMO_PUBLIC_DASHBOARD,
  DEMO_TENANT_PROFILES,
  DEMO_TENANT_TITLE,
  DEMO_USERS,
  SECOND_TENANT_CUSTOMER,
  SECOND_TENANT_TITLE,
} from './demo-data.js';

const SEED_MARKER = 'seed.demo';
const SEED_LOCK = 0x10_7c_5e_ed;

/** What the seed created, for logs and tests. */
export interface SeedResult {
  seeded: boolean;
}

async function seedAdminSettings(tx: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(DEMO_ADMIN_SETTINGS)) {
    const id = uuidV1();
    await tx.query(
      `INSERT INTO admin_settings (id, created_time, key, json_value) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (key) DO NOTHING`,
      [id, uuidV1Time(id), key, jsonParam(value)],
    );
  }
}

async function seedAll(tx: Queryable, hashes: (string | undefined)[]): Promise<void> {
  await seedAdminSettings(tx);
  let defaultProfile = '';
  for (const [name, core, re] of DEMO_TENANT_PROFILES) {
    const row = await insertTenantProfile(tx, {
      name,
      description: null,
      isDefault: name === 'Default',
      isolatedTbCore: core,
      isolatedTbRuleEngine: re,
      profileData: defaultTenantProfileData(),
    });
    if (name === 'Default') defaultProfile = row.id;
  }
  await seedSystemContent(tx);
  await seedOauth2Templates(tx);
  await seedLwm2mModels(tx);
  const tenantId = await insertTenant(tx, {
    title: DEMO_TENANT_TITLE,
    additionalInfo: { description: 'Demo tenant' },
    tenantProfileId: defaultProfile,
  });
  const chains = await provisionTenant(tx, tenantId);
  const customerA = await insertCustomer(tx, { tenantId, title: DEMO_CUSTOMERS.customerA });
  const customerB = await insertCustomer(tx, { tenantId, title: DEMO_CUSTOMERS.customerB });
  const publicId = await insertCustomer(tx, {
    id: DEMO_PUBLIC_DASHBOARD.publicId,
    tenantId,
    title: DEMO_CUSTOMERS.public,
    additionalInfo: { isPublic: true, description: 'Public customer' },
  });
  const secondTenant = await insertTenant(tx, {
    title: SECOND_TENANT_TITLE,
    additionalInfo: { description: 'Second demo tenant' },
    tenantProfileId: defaultProfile,
  });
  await provisionTenant(tx, secondTenant);
  const customerX = await insertCustomer(tx, { tenantId: secondTenant, title: SECOND_TENANT_CUSTOMER });
  for (const [index, demo] of DEMO_USERS.entries()) {
    const tenant = demo.tenant === 'second' ? secondTenant : tenantId;
    const customer = demo.customer === 'customerA' ? customerA : demo.customer === 'customerB' ? customerB : NULL_UUID;
    const user = await insertUser(tx, {
      tenantId: demo.authority === 'SYS_ADMIN' ? NULL_UUID : tenant,
      customerId: customer,
      email: demo.email,
      authority: demo.authority,
      firstName: demo.firstName,
      lastName: demo.lastName,
    });
    await insertCredentials(tx, user.id, { enabled: true, passwordHash: hashes[index] ?? null });
  }
  await seedTenantEntities(tx, { tenantId, customerA, customerB, publicId, rootRuleChainId: chains.rootRuleChainId });
  await seedTelemetryHistory(tx, tenantId);
  await seedTenantEntities(tx, {
    tenantId: secondTenant,
    customerA: customerX,
    customerB: customerX,
    publicId: null,
    rootRuleChainId: null,
    small: true,
  });
}

/**
 * Creates the demo data when the database has never been seeded. A marker in `iot_meta` makes this idempotent,
 * and it stays idempotent when a user deletes demo entities later (they are not re-created on restart).
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  if (await getMeta(db, SEED_MARKER)) return { seeded: false };
  // Hash outside the transaction: scrypt is slow and PGlite serialises everything behind a transaction.
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await getMeta(tx, SEED_MARKER)) return { seeded: false };
    if (!(await findUserByEmail(tx, DEMO_USERS[0]?.email ?? ''))) await seedAll(tx, hashes);
    await setMeta(tx, SEED_MARKER, { version: 2, seededAt: Date.now() });
    return { seeded: true };
  });
}
