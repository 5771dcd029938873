/**
 * Apply in edit mode: fetch the dashboard again, compare it with the copy editing began from (conflict.ts), and
 * save the whole dashboard with POST /api/dashboard only when nobody else saved it meanwhile, or when told to
 * overwrite. Never throws: every outcome is returned.
 */
import { getDashboard } from '../../../api/dashboards';
import { saveDashboard } from '../../../api/dashboard-management';
import { changedOnServer } from './conflict';
import type { Json } from './ops/tb-json';

export type SaveOutcome =
  { kind: 'saved'; dashboard: Json } | { kind: 'conflict'; server: Json } | { kind: 'failed'; message: string };

export interface SaveApi {
  load(id: string): Promise<Json>;
  save(dashboard: Json): Promise<Json>;
}

const liveApi: SaveApi = {
  load: (id) => getDashboard(id, { ignoreErrors: true }) as Promise<Json>,
  save: (d) => saveDashboard(d, { ignoreErrors: true }) as Promise<Json>,
};

export async function saveChecked(
  dashboardId: string,
  base: Json,
  edited: Json,
  overwrite = false,
  api: SaveApi = liveApi,
): Promise<SaveOutcome> {
  try {
    if (!overwrite) {
      const server = await api.load(dashboardId);
      if (changedOnServer(base, server)) return { kind: 'conflict', server };
    }
    return { kind: 'saved', dashboard: await api.save(edited) };
  } catch (e) {
    return { kind: 'failed', message: e instanceof Error ? e.message : String(e) };
  }
}
