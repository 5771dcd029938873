/**
 * parseDashboard for a dashboard that changes one edit at a time: widgets whose JSON is the very same object as in
 * the previous parse keep their parsed object, so only edited widgets re-subscribe. Any alias or filter change
 * re-parses everything (subscriptions resolve against them).
 */
import { parseDashboard, type DashboardModel } from '../model/dashboard-model';
import { configOf, widgetsOf, type Json } from './ops/tb-json';

export function stableModeler(): (raw: Json) => DashboardModel {
  let prev: { raw: Json; model: DashboardModel } | null = null;
  return (raw) => {
    if (prev?.raw === raw) return prev.model;
    const model = parseDashboard(raw);
    if (prev) {
      const a = configOf(prev.raw);
      const b = configOf(raw);
      if (a.entityAliases === b.entityAliases && a.filters === b.filters) {
        const before = widgetsOf(prev.raw);
        for (const [id, w] of Object.entries(widgetsOf(raw))) {
          if (before[id] === w && prev.model.widgets[id]) model.widgets[id] = prev.model.widgets[id]!;
        }
      }
    }
    prev = { raw, model };
    return model;
  };
}
