/** Forms of the ACTION nodes. */
import {
  chips,
  entity,
  kvMap,
  num,
  queue,
  relationType,
  script,
  select,
  template,
  text,
  toggle,
  type FieldDef,
  type NodeFormDef,
} from '../form-def';
import {
  DIRECTIONS,
  ENTITY_TYPES,
  ENTITY_TYPE_OPTIONS,
  GEOFENCING_FIELDS,
  SCOPES,
  TIME_UNITS,
  all,
  is,
  off,
  on,
  options,
  scriptOf,
} from './shared';

const SEVERITIES = options(['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'], 'alarm.severity-');
const cacheExpiration = (name: 'entity' | 'customer'): FieldDef =>
  num(`${name}CacheExpiration`, `${name}-cache-expiration`, {
    required: true,
    requiredMsg: `tb.rulenode.${name}-cache-expiration-required`,
    min: 0,
    rangeMsg: `tb.rulenode.${name}-cache-expiration-range`,
  });
const customerPattern = template('customerNamePattern', 'customer-name-pattern', {
  required: true,
  nonBlank: true,
  requiredMsg: 'tb.rulenode.customer-name-pattern-required',
});
const RELATION_TARGETS = ENTITY_TYPE_OPTIONS.filter((o) =>
  ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'DASHBOARD', 'USER', 'EDGE'].includes(o.value),
);
const named = (c: Record<string, unknown>) =>
  typeof c['entityType'] === 'string' && c['entityType'] !== '' && c['entityType'] !== 'TENANT';
const scope = (): NodeFormDef => ({
  fields: [
    select('scope', 'attributes-scope', SCOPES, {
      required: true,
      requiredMsg: 'tb.rulenode.attributes-scope-required',
    }),
  ],
});
const duration = (side: 'inside' | 'outside'): FieldDef[] => [
  num(`min${side === 'inside' ? 'Inside' : 'Outside'}Duration`, `min-${side}-duration`, {
    required: true,
    requiredMsg: `tb.rulenode.min-${side}-duration-value-required`,
    min: 1,
    max: 2147483647,
    rangeMsg: 'tb.rulenode.time-value-range',
  }),
  select(
    `min${side === 'inside' ? 'Inside' : 'Outside'}DurationTimeUnit`,
    `min-${side}-duration-time-unit`,
    TIME_UNITS,
    { required: true, requiredMsg: 'tb.rulenode.time-unit-required' },
  ),
];

export const ACTION_FORMS: Record<string, NodeFormDef> = {
  'action.TbAssignToCustomerNode': {
    fields: [
      customerPattern,
      toggle('createCustomerIfNotExists', 'create-customer-if-not-exists'),
      cacheExpiration('customer'),
    ],
  },
  'action.TbClearAlarmNode': {
    fields: [
      template('alarmType', 'alarm-type', { required: true, requiredMsg: 'tb.rulenode.alarm-type-required' }),
      script(
        'alarmDetailsBuildJs',
        'alarm-details-builder',
        scriptOf('action.TbClearAlarmNode', 'alarmDetailsBuildJs'),
      ),
    ],
  },
  'action.TbCopyAttributesToEntityViewNode': { fields: [] },
  'action.TbCreateAlarmNode': {
    fields: [
      toggle('useMessageAlarmData', 'use-message-alarm-data'),
      template('alarmType', 'alarm-type', {
        show: off('useMessageAlarmData'),
        required: true,
        requiredMsg: 'tb.rulenode.alarm-type-required',
      }),
      toggle('dynamicSeverity', 'dynamic-severity', { show: off('useMessageAlarmData') }),
      select('severity', 'alarm-severity', SEVERITIES, {
        show: all(off('useMessageAlarmData'), off('dynamicSeverity')),
        required: true,
        requiredMsg: 'tb.rulenode.alarm-severity-required',
      }),
      template('severity', 'alarm-severity-pattern', {
        show: all(off('useMessageAlarmData'), on('dynamicSeverity')),
        required: true,
        requiredMsg: 'tb.rulenode.alarm-severity-required',
      }),
      script(
        'alarmDetailsBuildJs',
        'alarm-details-builder',
        scriptOf('action.TbCreateAlarmNode', 'alarmDetailsBuildJs'),
        { show: off('useMessageAlarmData') },
      ),
      toggle('propagate', 'propagate'),
      chips('relationTypes', 'relation-types-list', { free: true, show: on('propagate') }),
    ],
  },
  'action.TbCreateRelationNode': {
    fields: [
      select('direction', 'direction', DIRECTIONS, { required: true, requiredMsg: 'tb.rulenode.direction-required' }),
      select('entityType', 'target-entity-type', RELATION_TARGETS, {
        required: true,
        requiredMsg: 'tb.rulenode.entity-type-required',
      }),
      template('entityNamePattern', 'entity-name-pattern', {
        show: named,
        required: true,
        nonBlank: true,
        requiredMsg: 'tb.rulenode.entity-name-pattern-required',
      }),
      template('entityTypePattern', 'entity-type-pattern', {
        show: is('entityType', 'DEVICE', 'ASSET'),
        required: true,
        nonBlank: true,
        requiredMsg: 'tb.rulenode.entity-type-pattern-required',
      }),
      relationType('relationType', 'relation-type', {
        required: true,
        requiredMsg: 'tb.rulenode.relation-type-required',
      }),
      toggle('createEntityIfNotExists', 'create-entity-if-not-exists', {
        show: is('entityType', 'DEVICE', 'ASSET', 'CUSTOMER'),
      }),
      toggle('removeCurrentRelations', 'remove-current-relations'),
      toggle('changeOriginatorToRelatedEntity', 'change-originator-to-related-entity'),
      cacheExpiration('entity'),
    ],
  },
  'action.TbDeleteRelationNode': {
    fields: [
      toggle('deleteForSingleEntity', 'delete-relation-to-specific-entity'),
      select('direction', 'direction', DIRECTIONS, { required: true, requiredMsg: 'tb.rulenode.direction-required' }),
      select('entityType', 'target-entity-type', RELATION_TARGETS, {
        show: on('deleteForSingleEntity'),
        required: true,
        requiredMsg: 'tb.rulenode.entity-type-required',
      }),
      template('entityNamePattern', 'entity-name-pattern', {
        show: all(on('deleteForSingleEntity'), named),
        required: true,
        nonBlank: true,
        requiredMsg: 'tb.rulenode.entity-name-pattern-required',
      }),
      relationType('relationType', 'relation-type', {
        required: true,
        requiredMsg: 'tb.rulenode.relation-type-required',
      }),
      cacheExpiration('entity'),
    ],
  },
  'action.TbLogNode': { fields: [script('jsScript', 'to-string', scriptOf('action.TbLogNode'))] },
  'action.TbMsgCountNode': {
    fields: [
      num('interval', 'interval-seconds', {
        required: true,
        requiredMsg: 'tb.rulenode.interval-seconds-required',
        min: 1,
        rangeMsg: 'tb.rulenode.min-interval-seconds-message',
      }),
      text('telemetryPrefix', 'output-timeseries-key-prefix', {
        required: true,
        requiredMsg: 'tb.rulenode.output-timeseries-key-prefix-required',
      }),
    ],
  },
  'action.TbSaveToCustomCassandraTableNode': {
    fields: [
      text('tableName', 'custom-table-name', {
        required: true,
        nonBlank: true,
        requiredMsg: 'tb.rulenode.custom-table-name-required',
      }),
      kvMap('fieldsMapping', 'fields-mapping', 'message-field', 'table-col', {
        required: true,
        requiredMsg: 'tb.rulenode.fields-mapping-required',
      }),
    ],
  },
  'action.TbUnassignFromCustomerNode': { fields: [customerPattern, cacheExpiration('customer')] },
  'debug.TbMsgGeneratorNode': {
    fields: [
      num('msgCount', 'message-count', {
        required: true,
        requiredMsg: 'tb.rulenode.message-count-required',
        min: 0,
        rangeMsg: 'tb.rulenode.min-message-count-message',
      }),
      num('periodInSeconds', 'period-seconds', {
        required: true,
        requiredMsg: 'tb.rulenode.period-seconds-required',
        min: 1,
        rangeMsg: 'tb.rulenode.min-period-seconds-message',
      }),
      entity('originatorId', 'originator', 'originatorType', ENTITY_TYPES),
      script('jsScript', 'generator', scriptOf('debug.TbMsgGeneratorNode')),
    ],
  },
  'delay.TbMsgDelayNode': {
    fields: [
      toggle('useMetadataPeriodInSecondsPatterns', 'use-metadata-period-in-seconds-patterns'),
      num('periodInSeconds', 'period-seconds', {
        show: off('useMetadataPeriodInSecondsPatterns'),
        required: true,
        requiredMsg: 'tb.rulenode.period-seconds-required',
        min: 0,
        rangeMsg: 'tb.rulenode.min-period-0-seconds-message',
      }),
      template('periodInSecondsPattern', 'period-in-seconds-pattern', {
        show: on('useMetadataPeriodInSecondsPatterns'),
        required: true,
        requiredMsg: 'tb.rulenode.period-in-seconds-pattern-required',
      }),
      num('maxPendingMsgs', 'max-pending-messages', {
        required: true,
        requiredMsg: 'tb.rulenode.max-pending-messages-required',
        min: 1,
        max: 100000,
        rangeMsg: 'tb.rulenode.max-pending-messages-range',
      }),
    ],
  },
  'edge.TbMsgPushToCloudNode': scope(),
  'edge.TbMsgPushToEdgeNode': scope(),
  'flow.TbAckNode': { fields: [] },
  'flow.TbCheckpointNode': {
    fields: [queue('queueName', 'queue-name', { required: true, requiredMsg: 'queue.name_required' })],
  },
  'geo.TbGpsGeofencingActionNode': { fields: [...GEOFENCING_FIELDS, ...duration('inside'), ...duration('outside')] },
  'profile.TbDeviceProfileNode': {
    fields: [
      toggle('persistAlarmRulesState', 'persist-alarm-rules'),
      toggle('fetchAlarmRulesStateOnStart', 'fetch-alarm-rules', { show: on('persistAlarmRulesState') }),
    ],
  },
  'rpc.TbSendRPCReplyNode': {
    fields: [
      text('requestIdMetaDataAttribute', 'request-id-metadata-attribute'),
      text('sessionIdMetaDataAttribute', 'session-id-metadata-attribute'),
      text('serviceIdMetaDataAttribute', 'service-id-metadata-attribute'),
    ],
  },
  'rpc.TbSendRPCRequestNode': {
    fields: [
      num('timeoutInSeconds', 'timeout-sec', {
        required: true,
        requiredMsg: 'tb.rulenode.timeout-required',
        min: 0,
        rangeMsg: 'tb.rulenode.min-timeout-message',
      }),
    ],
  },
  'telemetry.TbMsgAttributesNode': {
    fields: [
      select('scope', 'attributes-scope', SCOPES, {
        required: true,
        requiredMsg: 'tb.rulenode.attributes-scope-required',
      }),
      toggle('notifyDevice', 'notify-device', { show: is('scope', 'SHARED_SCOPE') }),
    ],
  },
  'telemetry.TbMsgTimeseriesNode': {
    fields: [
      num('defaultTTL', 'default-ttl', {
        required: true,
        requiredMsg: 'tb.rulenode.default-ttl-required',
        min: 0,
        rangeMsg: 'tb.rulenode.min-default-ttl-message',
      }),
    ],
  },
  'transaction.TbSynchronizationBeginNode': { fields: [] },
  'transaction.TbSynchronizationEndNode': { fields: [] },
};
