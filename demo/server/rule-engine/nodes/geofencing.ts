/**
 * GPS geofencing filter and events (ThingsBoard 3.3.1 semantics). The position comes from the latitude / longitude
 * keys of the message data (a JSON object), else of the metadata. The perimeter is the node's own (POLYGON or
 * CIRCLE with range and unit) or, with `fetchPerimeterInfoFromMessageMetadata`, the message's: metadata `perimeter`
 * (a polygon) or `centerLatitude` / `centerLongitude` / `range` / `rangeUnit` (a circle).
 * The filter leaves by True or False. The events node keeps, per originator, whether it is inside, since when, and
 * whether the stay was reported (in memory and in a server attribute named after the server, so it survives a
 * restart): a change of side leaves by Entered or Left; staying longer than the minimal inside / outside duration
 * leaves once by Inside or Outside; everything else by Success.
 */
import { distanceKm, insidePolygons, RANGE_UNITS } from '../../lib/geo.js';
import { valueAsString } from '../../telemetry/kv.js';
import { SERVER_NAME } from '../debug.js';
import { dataJson, type TbMsg } from '../message.js';
import { cfgBool, cfgNumber, cfgString, NodeError, out, type NodeContext, type NodeFactory } from '../node-api.js';

const UNIT_MS: Record<string, number> = {
  MILLISECONDS: 1,
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
};

function coordinate(msg: TbMsg, data: Record<string, unknown>, key: string): number {
  const v = data[key];
  const raw = v !== undefined && v !== null && typeof v !== 'object' ? String(v) : msg.metadata[key];
  if (raw === undefined || raw === '') throw new NodeError(`Incoming Message has no ${key} in data or metadata!`);
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new NodeError(`${key} is not a number: ${raw}`);
  return n;
}

function inCircle(lat: number, lon: number, cLat: number, cLon: number, range: number, unit: string): boolean {
  const factor = RANGE_UNITS[unit];
  if (factor === undefined) throw new NodeError(`Unsupported range unit: ${unit}`);
  return range > distanceKm(lat, lon, cLat, cLon) * factor;
}

function inPolygon(definition: string, lat: number, lon: number): boolean {
  try {
    return insidePolygons(definition, lat, lon);
  } catch (err) {
    throw new NodeError(`Invalid polygon definition: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Whether the message's position lies in the perimeter. */
export function matchesPerimeter(c: Record<string, unknown>, msg: TbMsg): boolean {
  const data = dataJson(msg);
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new NodeError('Incoming Message is not a valid JSON object');
  const obj = data as Record<string, unknown>;
  const lat = coordinate(msg, obj, cfgString(c, 'latitudeKeyName', 'latitude'));
  const lon = coordinate(msg, obj, cfgString(c, 'longitudeKeyName', 'longitude'));
  if (cfgBool(c, 'fetchPerimeterInfoFromMessageMetadata')) {
    const m = msg.metadata;
    if (m['perimeter']) return inPolygon(m['perimeter'], lat, lon);
    if (m['centerLatitude'])
      return inCircle(
        lat,
        lon,
        Number(m['centerLatitude']),
        Number(m['centerLongitude']),
        Number(m['range']),
        m['rangeUnit'] ?? '',
      );
    throw new NodeError('Missing perimeter definition!');
  }
  const type = cfgString(c, 'perimeterType');
  if (type === 'POLYGON') return inPolygon(cfgString(c, 'polygonsDefinition'), lat, lon);
  if (type === 'CIRCLE')
    return inCircle(
      lat,
      lon,
      cfgNumber(c, 'centerLatitude', NaN),
      cfgNumber(c, 'centerLongitude', NaN),
      cfgNumber(c, 'range', NaN),
      cfgString(c, 'rangeUnit'),
    );
  throw new NodeError(`Unsupported perimeter type: ${type || 'none'}`);
}

const filter: NodeFactory = (def) => ({
  process: async (msg) => out(msg, matchesPerimeter(def.config, msg) ? 'True' : 'False'),
});

interface GeoState {
  inside: boolean;
  stateSwitchTime: number;
  stayed: boolean;
}

async function loadState(ctx: NodeContext, msg: TbMsg): Promise<GeoState> {
  const [attr] = await ctx.telemetry.attributes.find(msg.originator, 'SERVER_SCOPE', [SERVER_NAME]);
  if (!attr) return { inside: false, stateSwitchTime: 0, stayed: false };
  try {
    const s = JSON.parse(valueAsString(attr)) as Partial<GeoState>;
    return { inside: s.inside === true, stateSwitchTime: Number(s.stateSwitchTime) || 0, stayed: s.stayed === true };
  } catch {
    return { inside: false, stateSwitchTime: 0, stayed: false };
  }
}

async function saveState(ctx: NodeContext, msg: TbMsg, s: GeoState): Promise<void> {
  const value = JSON.stringify({ inside: s.inside, stateSwitchTime: s.stateSwitchTime, stayed: s.stayed });
  await ctx.telemetry.attributes.save(
    msg.tenantId,
    msg.originator,
    'SERVER_SCOPE',
    [{ key: SERVER_NAME, type: 'STRING', value }],
    { origin: { kind: 'rule-engine' } },
  );
}

const events: NodeFactory = (def) => {
  const c = def.config;
  const states = new Map<string, GeoState>();
  const minMs = (inside: boolean) =>
    inside
      ? cfgNumber(c, 'minInsideDuration', 1) * (UNIT_MS[cfgString(c, 'minInsideDurationTimeUnit', 'MINUTES')] ?? 60_000)
      : cfgNumber(c, 'minOutsideDuration', 1) *
        (UNIT_MS[cfgString(c, 'minOutsideDurationTimeUnit', 'MINUTES')] ?? 60_000);
  return {
    process: async (msg, ctx) => {
      const matches = matchesPerimeter(c, msg);
      const now = Date.now();
      const key = `${msg.originator.entityType}:${msg.originator.id}`;
      const state = states.get(key) ?? (await loadState(ctx, msg));
      states.set(key, state);
      if (state.stateSwitchTime === 0 || state.inside !== matches) {
        Object.assign(state, { inside: matches, stateSwitchTime: now, stayed: false });
        await saveState(ctx, msg, state);
        return out(msg, matches ? 'Entered' : 'Left');
      }
      if (!state.stayed && now - state.stateSwitchTime > minMs(state.inside)) {
        state.stayed = true;
        await saveState(ctx, msg, state);
        return out(msg, state.inside ? 'Inside' : 'Outside');
      }
      return out(msg, 'Success');
    },
  };
};

/** Factories by short class name. */
export const GEOFENCING_NODES: Record<string, NodeFactory> = {
  'geo.TbGpsGeofencingFilterNode': filter,
  'geo.TbGpsGeofencingActionNode': events,
};
