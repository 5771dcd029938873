/**
 * Lookups the profile editor's pickers need from other REST domains (rule chains, dashboards, queues). Failures
 * give empty results ("Dashboard picker errors: empty result", "Queue fetch failure: empty list").
 */
import { z } from '../../../api/zod';
import { http } from '../../../api/http';

const named = z.looseObject({
  id: z.looseObject({ entityType: z.string(), id: z.string() }),
  name: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
});
const page = z.looseObject({ data: z.array(named) });
const quiet = (signal?: AbortSignal) => ({ signal, ignoreErrors: true, ignoreLoading: true });

/** A looked-up entity: reference and display name. */
export interface NamedRef {
  id: { entityType: string; id: string };
  name: string;
}

const toNamed = (e: z.infer<typeof named>): NamedRef => ({
  id: { entityType: e.id.entityType, id: e.id.id },
  name: e.name ?? e.title ?? e.id.id,
});

/** Core rule chains whose name starts with `text` (page of `pageSize`, by name). */
export async function searchRuleChains(text: string, pageSize: number, signal?: AbortSignal): Promise<NamedRef[]> {
  const q = new URLSearchParams({
    pageSize: String(pageSize),
    page: '0',
    type: 'CORE',
    sortProperty: 'name',
    sortOrder: 'ASC',
  });
  if (text) q.set('textSearch', text);
  try {
    return (await http.get(`/api/ruleChains?${q.toString()}`, page, quiet(signal))).data.map(toNamed);
  } catch {
    return [];
  }
}

/** One rule chain, or null when it cannot be loaded. */
export async function loadRuleChain(id: string, signal?: AbortSignal): Promise<NamedRef | null> {
  try {
    return toNamed(await http.get(`/api/ruleChain/${encodeURIComponent(id)}`, named, quiet(signal)));
  } catch {
    return null;
  }
}

/** Tenant dashboards by title prefix (the dashboard autocomplete's page: 10 by title). */
export async function searchTenantDashboards(
  text: string,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ id: { entityType: string; id: string }; title: string }[]> {
  const q = new URLSearchParams({ pageSize: String(pageSize), page: '0', sortProperty: 'title', sortOrder: 'ASC' });
  if (text) q.set('textSearch', text);
  try {
    return (await http.get(`/api/tenant/dashboards?${q.toString()}`, page, quiet(signal))).data.map((d) => ({
      id: d.id,
      title: d.title ?? d.id.id,
    }));
  } catch {
    return [];
  }
}

/** One dashboard's info, or null. */
export async function loadDashboardInfo(
  id: string,
  signal?: AbortSignal,
): Promise<{ id: { entityType: string; id: string }; title: string } | null> {
  try {
    const d = await http.get(`/api/dashboard/info/${encodeURIComponent(id)}`, named, quiet(signal));
    return { id: d.id, title: d.title ?? d.id.id };
  } catch {
    return null;
  }
}

/** Rule-engine queue names (GET /api/tenant/queues?serviceType=TB_RULE_ENGINE); empty on failure. */
export async function loadRuleEngineQueues(signal?: AbortSignal): Promise<string[]> {
  try {
    return await http.get('/api/tenant/queues?serviceType=TB_RULE_ENGINE', z.array(z.string()), quiet(signal));
  } catch {
    return [];
  }
}
