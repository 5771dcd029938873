/** Shared helpers of the settings, device profile, OTA and resources specs: REST tokens and calls, axe scans, unique names. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { USERS, type Role } from './shell-support';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Serious and critical axe-core violations on the current page (shadow roots included). */
export async function seriousViolations(page: Page): Promise<{ id: string; help: string; targets: unknown[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target) }));
}

/** Where screenshots go (git-ignored). */
export const shot = (name: string) => `tests/e2e/screenshots/${name}.png`;

/** Access token of a demo user through the REST API. */
export async function tokenOf(request: APIRequestContext, role: Role): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { username: USERS[role].email, password: USERS[role].password },
  });
  return ((await res.json()) as { token: string }).token;
}

/** A JSON call with a bearer token. */
export async function call<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await request.fetch(path, {
    method,
    data,
    headers: { 'X-Authorization': `Bearer ${token}` },
    failOnStatusCode: false,
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
