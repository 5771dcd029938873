/** The project's own demo accounts (credentials match ThingsBoard's well-known demo logins). */
import type { Authority } from '../users/model.js';

/** A demo login to create. */
export interface DemoUser {
  email: string;
  password: string;
  authority: Authority;
  firstName: string;
  lastName: string;
  /** Which demo customer the user belongs to (CUSTOMER_USER only). */
  customer?: 'customerA' | 'customerB';
  /** Which demo tenant the user belongs to (default: the first). */
  tenant?: 'second';
}

/** Demo tenant title. */
export const DEMO_TENANT_TITLE = 'Tenant';
/** Demo customer titles. */
export const DEMO_CUSTOMERS = { customerA: 'Customer A', customerB: 'Customer B', public: 'Public' } as const;
/**
 * Fixed ids of the public demo dashboard and of the public customer it is published to, so a page can embed it
 * on a fresh start without looking anything up: `<iot-dashboard dashboard-id="…" public-id="…">` (demo/cms.html).
 * The device behind it (`Sensor 07`) belongs to the public customer too: a public visitor only sees public data.
 */
export const DEMO_PUBLIC_DASHBOARD = {
  dashboardId: '5a7e1c41-2e3b-11ec-9a8a-6f1d2c3b4a50',
  publicId: '5a7e1c40-2e3b-11ec-9a8a-6f1d2c3b4a50',
  title: 'Greenhouse climate',
  device: 'Sensor 07',
} as const;
/** Second demo tenant (shows tenant isolation). */
export const SECOND_TENANT_TITLE = 'Tenant B';
/** Its only customer. */
export const SECOND_TENANT_CUSTOMER = 'Customer X';
/** Tenant profiles of a fresh install: [name, isolatedTbCore, isolatedTbRuleEngine]. */
export const DEMO_TENANT_PROFILES: readonly [string, boolean, boolean][] = [
  ['Default', false, false],
  ['Isolated TB Core', true, false],
  ['Isolated TB Rule Engine', false, true],
  ['Isolated TB Core and TB Rule Engine', true, true],
];

/** The demo logins. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'sysadmin@thingsboard.org',
    password: 'sysadmin',
    authority: 'SYS_ADMIN',
    firstName: 'System',
    lastName: 'Administrator',
  },
  {
    email: 'tenant@thingsboard.org',
    password: 'tenant',
    authority: 'TENANT_ADMIN',
    firstName: 'Tenant',
    lastName: 'Administrator',
  },
  {
    email: 'customer@thingsboard.org',
    password: 'customer',
    authority: 'CUSTOMER_USER',
    firstName: 'Customer',
    lastName: 'User',
    customer: 'customerA',
  },
  {
    email: 'customerb@thingsboard.org',
    password: 'customer',
    authority: 'CUSTOMER_USER',
    firstName: 'Bea',
    lastName: 'Customer',
    customer: 'customerB',
  },
  {
    email: 'tenantb@thingsboard.org',
    password: 'tenant',
    authority: 'TENANT_ADMIN',
    firstName: 'Second',
    lastName: 'Tenant',
    tenant: 'second',
  },
];

/** Admin settings a fresh ThingsBoard install has. */
export const DEMO_ADMIN_SETTINGS: Readonly<Record<string, Record<string, unknown>>> = {
  general: { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false },
  mail: {
    mailFrom: 'ThingsBoard <sysadmin@localhost.localdomain>',
    smtpProtocol: 'smtp',
    smtpHost: 'localhost',
    smtpPort: '25',
    timeout: '10000',
    enableTls: false,
    tlsVersion: 'TLSv1.2',
    username: '',
    password: '',
    enableProxy: false,
    // Embedded default: keep mail in the local outbox (no SMTP server on a fresh machine). Saving settings without
    // this flag switches delivery to SMTP.
    useLocalOutbox: true,
  },
};
