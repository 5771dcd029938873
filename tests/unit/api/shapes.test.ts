import { afterEach, describe, expect, it } from 'vitest';
import { loginPublic } from '../../../src/api/auth';
import { getDashboard, getUserDashboards } from '../../../src/api/dashboards';
import { configureApi } from '../../../src/api/http';
import { dashboardInfoPageSchema, dashboardSchema, tokenPairSchema, userSchema } from '../../../src/api/schemas';
import {
  guard,
  hasFields,
  isArrayOf,
  isEntityId,
  isNullish,
  isNumber,
  isOptional,
  isString,
} from '../../../src/api/shapes';
import { getUser } from '../../../src/api/users';
import { z } from '../../../src/api/zod';

const answering = (body: unknown) =>
  configureApi({
    getToken: () => 'T',
    fetch: async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });

afterEach(() => configureApi({ getToken: () => null, fetch: (...args) => globalThis.fetch(...args) }));

/** Whether a start-up call accepts `body`: its value, or the failure's errorCode. */
async function verdict(call: () => Promise<unknown>) {
  try {
    await call();
    return 'ok';
  } catch (e) {
    return (e as { errorCode?: number }).errorCode;
  }
}

const id = { entityType: 'USER', id: 'u1' };
const user = { id, email: 'a@b.c', authority: 'TENANT_ADMIN', firstName: null, additionalInfo: { x: 1 }, extra: true };

describe('start-up response guards', () => {
  it('check the listed fields and keep unknown keys, like a loose zod object', () => {
    const shape = guard<{ a: string }>(
      hasFields({ a: isString, b: isOptional(isNumber), c: isNullish(isArrayOf(isEntityId)) }),
    );
    expect(shape.safeParse({ a: 'x', more: 1 })).toEqual({ success: true, data: { a: 'x', more: 1 } });
    expect(shape.safeParse({ a: 'x', c: [id] }).success).toBe(true);
    expect(shape.safeParse({ a: 1 }).success).toBe(false);
    expect(shape.safeParse({ a: 'x', b: 'no' }).success).toBe(false);
    expect(shape.safeParse({ a: 'x', c: [{ id: 'no type' }] }).success).toBe(false);
    expect(shape.safeParse([]).success).toBe(false);
    expect(shape.safeParse(null).success).toBe(false);
    expect(guard(isNumber).safeParse(Number.NaN).success).toBe(false);
  });

  const cases: { name: string; schema: z.ZodMiniType; call: () => Promise<unknown>; good: unknown; bad: unknown[] }[] =
    [
      {
        name: 'user',
        schema: userSchema,
        call: () => getUser('u1'),
        good: user,
        bad: [
          { ...user, email: null },
          { ...user, id: { id: 'u1' } },
          { ...user, additionalInfo: 'x' },
          { ...user, createdTime: 'x' },
        ],
      },
      {
        name: 'token pair',
        schema: tokenPairSchema,
        call: () => loginPublic('p'),
        good: { token: 't', refreshToken: 'r' },
        bad: [{ token: 't' }],
      },
      {
        name: 'dashboard',
        schema: dashboardSchema,
        call: () => getDashboard('d'),
        good: { id, title: 'D', configuration: { widgets: {} } },
        bad: [{ id, title: 3 }, { title: 'D' }],
      },
      {
        name: 'dashboard page',
        schema: dashboardInfoPageSchema,
        call: () => getUserDashboards('tenant', 10),
        good: {
          data: [{ id, title: 'D', assignedCustomers: [{ customerId: { id: 'c' }, public: true }] }],
          totalPages: 1,
          totalElements: 1,
          hasNext: false,
        },
        bad: [
          { data: [{ id, assignedCustomers: [{ public: true }] }], totalPages: 1, totalElements: 1, hasNext: false },
          { data: [] },
        ],
      },
    ];

  for (const c of cases) {
    it(`give the ${c.name} call the same verdict as its zod schema`, async () => {
      for (const body of [c.good, ...c.bad]) {
        answering(body);
        const expected = c.schema.safeParse(body).success ? 'ok' : 2;
        expect(await verdict(c.call), JSON.stringify(body)).toBe(expected);
      }
      answering(c.good);
      expect(await verdict(c.call)).toBe('ok');
    });
  }

  it('configure zod without code generation before any schema is built', () => {
    expect(z.config().jitless).toBe(true);
  });
});
