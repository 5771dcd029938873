/** How a host configures the shared key filter editor (dashboard filters and alarm rules differ in a few points). */
import type { DynamicValueSource, StringOperation } from '../../lib/key-filter';

export interface FilterEditorOptions {
  /** Dynamic value sources offered (dashboards: tenant, customer, user; alarm rules: tenant, customer, device). */
  dynamicSources: readonly DynamicValueSource[];
  /** Each predicate's user parameters (editable, label, order) — dashboard filters only. */
  userParameters: boolean;
  /** Comparisons read as symbols (=, >, ≤) in the operation list and in summaries. */
  symbols: boolean;
  /** Operation of a newly added string predicate. */
  stringOperation: StringOperation;
  /** A key filter and a complex predicate always hold a predicate (alarm conditions cannot be empty). */
  keepOnePredicate: boolean;
}
