/** Option lists and field groups several node forms share. */
import { SCRIPT_FIELDS } from '../../model/catalog';
import { all, is, num, off, on, options, perimeter, select, text, type Config, type FieldDef } from '../form-def';
import { polygonError } from '../validate';

export const DIRECTIONS = options(['FROM', 'TO'], 'direction-');
export const SCOPES = options(['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'], 'scope-');
export const TIME_UNITS = options(['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'], 'time-unit-');
export const ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'EDGE'];
export const ENTITY_TYPE_OPTIONS = options(ENTITY_TYPES, 'entity.type-');
export const DETAILS = options(
  ['TITLE', 'COUNTRY', 'STATE', 'CITY', 'ZIP', 'ADDRESS', 'ADDRESS2', 'PHONE', 'EMAIL', 'ADDITIONAL_INFO'],
  'entity-details-',
);

/** The script field of a node class (function name, arguments, result type). */
export function scriptOf(clazz: string, key = 'jsScript') {
  const s = SCRIPT_FIELDS[`${clazz}:${key}`];
  if (!s) throw new Error(`No script field ${clazz}:${key}`);
  return s;
}

const fixed = off('fetchPerimeterInfoFromMessageMetadata');
const circle = all(fixed, is('perimeterType', 'CIRCLE'));
const polygon = all(fixed, is('perimeterType', 'POLYGON'));

/** The position keys and perimeter of both geofencing nodes. */
export const GEOFENCING_FIELDS: FieldDef[] = [
  text('latitudeKeyName', 'latitude-key-name', {
    required: true,
    requiredMsg: 'tb.rulenode.latitude-key-name-required',
  }),
  text('longitudeKeyName', 'longitude-key-name', {
    required: true,
    requiredMsg: 'tb.rulenode.longitude-key-name-required',
  }),
  {
    kind: 'toggle',
    key: 'fetchPerimeterInfoFromMessageMetadata',
    label: 'tb.rulenode.fetch-perimeter-info-from-message-metadata',
    hint: 'tb.rulenode.fetch-perimeter-info-from-message-metadata-hint',
  },
  select('perimeterType', 'perimeter-type', options(['POLYGON', 'CIRCLE'], 'perimeter-'), {
    show: fixed,
    required: true,
    requiredMsg: 'tb.rulenode.perimeter-type-required',
  }),
  text('polygonsDefinition', 'polygon-definition', {
    multiline: true,
    show: polygon,
    required: true,
    requiredMsg: 'tb.rulenode.polygon-definition-required',
    check: (v) => polygonError(v),
  }),
  num('centerLatitude', 'circle-center-latitude', {
    show: circle,
    required: true,
    requiredMsg: 'tb.rulenode.circle-center-latitude-required',
    min: -90,
    max: 90,
    rangeMsg: 'tb.rulenode.latitude-range',
  }),
  num('centerLongitude', 'circle-center-longitude', {
    show: circle,
    required: true,
    requiredMsg: 'tb.rulenode.circle-center-longitude-required',
    min: -180,
    max: 180,
    rangeMsg: 'tb.rulenode.longitude-range',
  }),
  num('range', 'range', {
    show: circle,
    required: true,
    requiredMsg: 'tb.rulenode.range-required',
    min: 0,
    rangeMsg: 'tb.rulenode.range-min',
  }),
  select('rangeUnit', 'range-units', options(['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'], 'range-unit-'), {
    show: circle,
    required: true,
    requiredMsg: 'tb.rulenode.range-units-required',
  }),
  perimeter('perimeter', 'perimeter-map', { show: (c: Config) => fixed(c) && (polygon(c) || circle(c)) }),
];

export { on, off, is, all, options };
