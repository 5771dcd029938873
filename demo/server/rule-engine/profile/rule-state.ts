/**
 * One alarm rule (a create rule of one severity, or the clear rule) with its condition spec state:
 * SIMPLE holds while the filters hold; DURATION once they have held for `predicate × unit` without a break;
 * REPEATING once they held for `predicate` consecutive updates. Outside its schedule a rule is false. A rule is only
 * re-evaluated by updates that touch one of its keys (or by the periodic check, for DURATION).
 */
import type { DeviceSnapshot, OwnerAttributes } from './snapshot.js';
import { evalFilters, filterKey, predicateValue } from './predicates.js';
import { scheduleActive } from './schedule.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Result of an evaluation. */
export type EvalResult = 'TRUE' | 'FALSE' | 'NOT_YET_TRUE' | 'NO_CHANGE';

const UNIT_MS: Record<string, number> = {
  MILLISECONDS: 1,
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
};

/** State of one rule for one device. */
export class RuleState {
  readonly filters: unknown[];
  readonly spec: Json;
  readonly keys: Set<string>;
  eventCount = 0;
  firstEventTs = 0;

  constructor(readonly rule: Json) {
    const cond = obj(rule['condition']);
    this.filters = Array.isArray(cond['condition']) ? cond['condition'] : [];
    this.spec = obj(cond['spec']);
    this.keys = new Set(this.filters.map((f) => filterKey(f).key));
  }

  get type(): string {
    return String(this.spec['type'] ?? 'SIMPLE');
  }

  /** True when an update of these keys concerns the rule. */
  touches(keys: readonly string[] | null): boolean {
    return keys === null || keys.some((k) => this.keys.has(k));
  }

  /** Evaluates on an update (`keys` = updated keys; null = a periodic check, for DURATION only). */
  async eval(
    snap: DeviceSnapshot,
    owners: OwnerAttributes,
    keys: readonly string[] | null,
    now: number,
  ): Promise<EvalResult> {
    if (keys === null && this.type !== 'DURATION') return 'NO_CHANGE';
    if (keys !== null && !this.touches(keys)) return 'NO_CHANGE';
    const holds = scheduleActive(this.rule['schedule'], now) && (await evalFilters(this.filters, snap, owners));
    if (!holds) {
      this.reset();
      return 'FALSE';
    }
    if (this.type === 'SIMPLE') return 'TRUE';
    const target = Number(await predicateValue(this.spec['predicate'], snap, owners));
    if (this.type === 'REPEATING') {
      if (keys !== null) this.eventCount += 1;
      return this.eventCount >= (Number.isFinite(target) && target > 0 ? target : 1) ? 'TRUE' : 'NOT_YET_TRUE';
    }
    if (this.type === 'DURATION') {
      if (this.firstEventTs === 0) this.firstEventTs = now;
      const ms = (Number.isFinite(target) ? target : 0) * (UNIT_MS[String(this.spec['unit'] ?? 'SECONDS')] ?? 1000);
      return now - this.firstEventTs >= ms ? 'TRUE' : 'NOT_YET_TRUE';
    }
    return 'FALSE';
  }

  /** True while a DURATION rule waits for its time to pass. */
  get pending(): boolean {
    return this.type === 'DURATION' && this.firstEventTs > 0;
  }

  reset(): void {
    this.eventCount = 0;
    this.firstEventTs = 0;
  }

  /**
   * The counters to persist, in ThingsBoard's PersistedAlarmRuleState terms: `eventCount` (REPEATING), `lastEventTs`
   * (when the state was taken; 0 = no DURATION running) and `duration` (how long the condition has held by then).
   */
  persisted(now: number): PersistedRuleState {
    return {
      eventCount: this.eventCount,
      lastEventTs: this.firstEventTs > 0 ? now : 0,
      duration: this.firstEventTs > 0 ? now - this.firstEventTs : 0,
    };
  }

  /** Restores persisted counters (a running DURATION goes on counting from where it was, downtime included). */
  restore(p: Partial<PersistedRuleState> | undefined): void {
    if (!p) return;
    const count = Number(p.eventCount);
    const last = Number(p.lastEventTs);
    const duration = Number(p.duration);
    this.eventCount = Number.isFinite(count) && count > 0 ? count : 0;
    this.firstEventTs =
      Number.isFinite(last) && last > 0 ? last - (Number.isFinite(duration) && duration > 0 ? duration : 0) : 0;
  }
}

/** Persisted counters of one rule. */
export interface PersistedRuleState {
  eventCount: number;
  lastEventTs: number;
  duration: number;
}
