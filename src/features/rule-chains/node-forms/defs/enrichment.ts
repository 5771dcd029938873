/** Forms of the ENRICHMENT nodes. */
import {
  chips,
  kvMap,
  num,
  relationQuery,
  select,
  template,
  text,
  toggle,
  type FieldDef,
  type NodeFormDef,
} from '../form-def';
import { DETAILS, TIME_UNITS, is, off, on } from './shared';

const ATTRIBUTE_LISTS: FieldDef[] = [
  chips('clientAttributeNames', 'client-attributes', { free: true }),
  chips('sharedAttributeNames', 'shared-attributes', { free: true }),
  chips('serverAttributeNames', 'server-attributes', { free: true }),
  chips('latestTsKeyNames', 'latest-timeseries', { free: true }),
  toggle('getLatestValueWithTs', 'get-latest-value-with-ts'),
  toggle('tellFailureIfAbsent', 'tell-failure-if-absent'),
];

const mapping = (): FieldDef[] => [
  toggle('telemetry', 'latest-telemetry'),
  kvMap('attrMapping', 'attr-mapping', 'source-attribute', 'target-attribute', {
    required: true,
    requiredMsg: 'tb.rulenode.attr-mapping-required',
  }),
];

const details = (): NodeFormDef => ({
  fields: [
    chips('detailsList', 'entity-details', {
      options: DETAILS,
      required: true,
      requiredMsg: 'tb.rulenode.entity-details-list-empty',
    }),
    toggle('addToMetadata', 'add-to-metadata'),
  ],
});

const patterns = on('useMetadataIntervalPatterns');
const interval = (name: 'start' | 'end'): FieldDef[] => [
  num(`${name}Interval`, `${name}-interval`, {
    show: off('useMetadataIntervalPatterns'),
    required: true,
    requiredMsg: `tb.rulenode.${name}-interval-value-required`,
    min: 1,
    max: 2147483647,
    rangeMsg: 'tb.rulenode.time-value-range',
  }),
  select(`${name}IntervalTimeUnit`, `${name}-interval-time-unit`, TIME_UNITS, {
    show: off('useMetadataIntervalPatterns'),
    required: true,
    requiredMsg: 'tb.rulenode.time-unit-required',
  }),
  template(`${name}IntervalPattern`, `${name}-interval-pattern`, {
    show: patterns,
    required: true,
    requiredMsg: `tb.rulenode.${name}-interval-pattern-required`,
  }),
];

export const ENRICHMENT_FORMS: Record<string, NodeFormDef> = {
  'metadata.CalculateDeltaNode': {
    fields: [
      text('inputValueKey', 'input-value-key', { required: true, requiredMsg: 'tb.rulenode.input-value-key-required' }),
      text('outputValueKey', 'output-value-key', {
        required: true,
        requiredMsg: 'tb.rulenode.output-value-key-required',
      }),
      num('round', 'round', { nullable: true, min: 0, max: 15, rangeMsg: 'tb.rulenode.round-range' }),
      toggle('useCache', 'use-cache'),
      toggle('tellFailureIfDeltaIsNegative', 'tell-failure-if-delta-is-negative'),
      toggle('addPeriodBetweenMsgs', 'add-period-between-msgs'),
      text('periodValueKey', 'period-value-key', {
        show: on('addPeriodBetweenMsgs'),
        required: true,
        requiredMsg: 'tb.rulenode.period-key-required',
      }),
    ],
  },
  'metadata.TbGetAttributesNode': { fields: ATTRIBUTE_LISTS },
  'metadata.TbGetCustomerAttributeNode': { fields: mapping() },
  'metadata.TbGetCustomerDetailsNode': details(),
  'metadata.TbGetDeviceAttrNode': {
    fields: [
      relationQuery('deviceRelationsQuery', 'device-relations-query', { device: true, required: true }),
      ...ATTRIBUTE_LISTS,
    ],
  },
  'metadata.TbGetOriginatorFieldsNode': {
    fields: [
      kvMap('fieldsMapping', 'fields-mapping', 'source-field', 'target-attribute', {
        required: true,
        requiredMsg: 'tb.rulenode.fields-mapping-required',
      }),
    ],
  },
  'metadata.TbGetRelatedAttributeNode': {
    fields: [relationQuery('relationsQuery', 'relations-query', { required: true }), ...mapping()],
  },
  'metadata.TbGetTelemetryNode': {
    fields: [
      chips('latestTsKeyNames', 'timeseries-keys', { free: true }),
      select(
        'fetchMode',
        'fetch-mode',
        [
          { value: 'FIRST', label: 'tb.rulenode.fetch-mode-first' },
          { value: 'LAST', label: 'tb.rulenode.fetch-mode-last' },
          { value: 'ALL', label: 'tb.rulenode.fetch-mode-all' },
        ],
        { required: true, requiredMsg: 'tb.rulenode.fetch-mode-required' },
      ),
      select(
        'orderBy',
        'order-by',
        [
          { value: 'ASC', label: 'tb.rulenode.order-asc' },
          { value: 'DESC', label: 'tb.rulenode.order-desc' },
        ],
        { show: is('fetchMode', 'ALL'), required: true, requiredMsg: 'tb.rulenode.order-by-required' },
      ),
      num('limit', 'limit', {
        show: is('fetchMode', 'ALL'),
        required: true,
        requiredMsg: 'tb.rulenode.limit-required',
        min: 2,
        max: 1000,
        rangeMsg: 'tb.rulenode.limit-range',
      }),
      toggle('useMetadataIntervalPatterns', 'use-metadata-interval-patterns'),
      ...interval('start'),
      ...interval('end'),
    ],
  },
  'metadata.TbGetTenantAttributeNode': { fields: mapping() },
  'metadata.TbGetTenantDetailsNode': details(),
};
