/**
 * One device-profile alarm (DeviceProfileAlarm) for one device: its create rules by severity (most severe first)
 * and clear rule, and the device's current alarm of that type. Following ThingsBoard's order: the first create rule
 * that is TRUE creates the alarm ("Alarm Created") or updates the active one ("Alarm Updated", "Alarm Severity
 * Updated" when the severity changed); when none is, a TRUE clear rule clears the active alarm ("Alarm Cleared").
 * Alarm details are `{"data": <alarmDetails with ${key} replaced by the rule's key values>}`.
 */
import { SEVERITIES, type AlarmRow, type Severity } from '../../alarms/model.js';
import type { EntityId } from '../../lib/entity-id.js';
import type { TelemetryServices } from '../../telemetry/services.js';
import { valueAsString } from '../../telemetry/kv.js';
import { filterKey } from './predicates.js';
import { RuleState, type PersistedRuleState } from './rule-state.js';
import type { DeviceSnapshot, OwnerAttributes } from './snapshot.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** What happened to the alarm: relation name and the alarm afterwards. */
export interface AlarmChange {
  relation: 'Alarm Created' | 'Alarm Updated' | 'Alarm Severity Updated' | 'Alarm Cleared';
  alarm: AlarmRow;
}

/** Persisted state of one alarm of a profile. */
export interface PersistedAlarmState {
  createRuleStates: Partial<Record<string, PersistedRuleState>>;
  clearRuleState?: PersistedRuleState;
}

/** State of one profile alarm for one device. */
export class AlarmState {
  readonly type: string;
  private readonly create: { severity: Severity; state: RuleState }[];
  private readonly clearRule: RuleState | null;
  private current: AlarmRow | null | undefined;

  constructor(
    readonly def: Json,
    readonly device: EntityId,
    private readonly tenantId: string,
  ) {
    this.type = String(def['alarmType'] ?? '');
    const rules = obj(def['createRules']);
    this.create = SEVERITIES.filter((s) => rules[s]).map((severity) => ({
      severity,
      state: new RuleState(obj(rules[severity])),
    }));
    this.clearRule = def['clearRule'] ? new RuleState(obj(def['clearRule'])) : null;
  }

  /** Rule counters to persist (`createRuleStates` by severity, `clearRuleState`). */
  persisted(now: number): PersistedAlarmState {
    const out: PersistedAlarmState = { createRuleStates: {} };
    for (const c of this.create) out.createRuleStates[c.severity] = c.state.persisted(now);
    if (this.clearRule) out.clearRuleState = this.clearRule.persisted(now);
    return out;
  }

  /** Restores persisted rule counters. */
  restore(p: PersistedAlarmState | undefined): void {
    if (!p) return;
    for (const c of this.create) c.state.restore(p.createRuleStates?.[c.severity]);
    this.clearRule?.restore(p.clearRuleState);
  }

  /** True while a DURATION rule waits (the periodic check must come back). */
  get pending(): boolean {
    return this.create.some((c) => c.state.pending) || (this.clearRule?.pending ?? false);
  }

  private details(rule: RuleState, snap: DeviceSnapshot): unknown {
    const text = rule.rule['alarmDetails'];
    if (typeof text !== 'string' || text === '') return this.current?.details ?? {};
    let out = text;
    for (const f of rule.filters) {
      const { type, key } = filterKey(f);
      const kv = snap.get(type, key);
      out = out.split('${' + key + '}').join(kv ? valueAsString(kv) : '');
    }
    return { data: out };
  }

  /** Evaluates after an update (`keys`; null = periodic check) and applies the outcome through the alarm service. */
  async process(
    telemetry: TelemetryServices,
    snap: DeviceSnapshot,
    owners: OwnerAttributes,
    keys: readonly string[] | null,
    now: number,
  ): Promise<AlarmChange | null> {
    if (this.current === undefined)
      this.current = await telemetry.alarms.activeOf(this.tenantId, this.device.id, this.type);
    let hit: { severity: Severity; state: RuleState } | null = null;
    for (const c of this.create) {
      if ((await c.state.eval(snap, owners, keys, now)) === 'TRUE') {
        hit = c;
        break;
      }
    }
    if (hit) return this.raise(telemetry, hit.severity, hit.state, snap, now);
    if (this.current && this.clearRule && (await this.clearRule.eval(snap, owners, keys, now)) === 'TRUE') {
      this.clearRule.reset();
      const cur = this.current;
      this.current = null;
      if (!(await telemetry.alarms.clear(cur.id, now, { kind: 'rule-engine' }))) return null;
      return { relation: 'Alarm Cleared', alarm: (await telemetry.alarms.findById(cur.id)) ?? cur };
    }
    return null;
  }

  private async raise(
    telemetry: TelemetryServices,
    severity: Severity,
    rule: RuleState,
    snap: DeviceSnapshot,
    now: number,
  ): Promise<AlarmChange | null> {
    // The alarm may have been cleared or deleted by a user since: look again.
    const cur = await telemetry.alarms.activeOf(this.tenantId, this.device.id, this.type);
    const res = await telemetry.alarms.createOrUpdate(
      this.tenantId,
      {
        id: cur?.id ?? null,
        type: this.type,
        originator: this.device,
        severity,
        status: cur?.status ?? 'ACTIVE_UNACK',
        startTs: cur?.start_ts ?? now,
        endTs: now,
        ackTs: cur?.ack_ts ?? 0,
        clearTs: 0,
        details: this.details(rule, snap),
        propagate: this.def['propagate'] === true,
        propagateRelationTypes: Array.isArray(this.def['propagateRelationTypes'])
          ? this.def['propagateRelationTypes'].filter((t): t is string => typeof t === 'string')
          : [],
      },
      { kind: 'rule-engine' },
    );
    if (!res) return null;
    this.current = res.row;
    if (res.created) return { relation: 'Alarm Created', alarm: res.row };
    return { relation: cur && cur.severity !== severity ? 'Alarm Severity Updated' : 'Alarm Updated', alarm: res.row };
  }
}
