/** Forms of the FILTER nodes. */
import { MESSAGE_TYPES } from '../../../../ui/message-type/message-types';
import { chips, entity, options, relationType, script, select, toggle, type NodeFormDef } from '../form-def';
import { DIRECTIONS, ENTITY_TYPES, ENTITY_TYPE_OPTIONS, GEOFENCING_FIELDS, on, scriptOf } from './shared';

const ALARM_STATUSES = options(['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'], 'alarm.status-');

export const FILTER_FORMS: Record<string, NodeFormDef> = {
  'filter.TbCheckAlarmStatusNode': {
    fields: [
      chips('alarmStatusList', 'alarm-status-filter', {
        options: ALARM_STATUSES,
        required: true,
        requiredMsg: 'tb.rulenode.alarm-status-list-empty',
      }),
    ],
  },
  'filter.TbCheckMessageNode': {
    fields: [
      chips('messageNames', 'data-keys', {
        free: true,
        check: (_v, c) =>
          (Array.isArray(c['messageNames']) && c['messageNames'].length) ||
          (Array.isArray(c['metadataNames']) && c['metadataNames'].length)
            ? null
            : 'tb.rulenode.message-or-metadata-keys-required',
      }),
      chips('metadataNames', 'metadata-keys', { free: true }),
      toggle('checkAllKeys', 'check-all-keys'),
    ],
  },
  'filter.TbCheckRelationNode': {
    fields: [
      toggle('checkForSingleEntity', 'check-relation-to-specific-entity'),
      select('direction', 'direction', DIRECTIONS, { required: true, requiredMsg: 'tb.rulenode.direction-required' }),
      entity('entityId', 'target-entity', 'entityType', ENTITY_TYPES, {
        show: on('checkForSingleEntity'),
        required: true,
        requiredMsg: 'tb.rulenode.entity-required',
      }),
      relationType('relationType', 'relation-type', {
        required: true,
        requiredMsg: 'tb.rulenode.relation-type-required',
      }),
    ],
  },
  'filter.TbJsFilterNode': { fields: [script('jsScript', 'filter', scriptOf('filter.TbJsFilterNode'))] },
  'filter.TbJsSwitchNode': { fields: [script('jsScript', 'switch', scriptOf('filter.TbJsSwitchNode'))] },
  'filter.TbMsgTypeFilterNode': {
    fields: [
      chips('messageTypes', 'message-types-filter', {
        options: options(MESSAGE_TYPES, 'message-type.'),
        free: true,
        required: true,
        requiredMsg: 'tb.rulenode.message-types-required',
      }),
    ],
  },
  'filter.TbMsgTypeSwitchNode': { fields: [] },
  'filter.TbOriginatorTypeFilterNode': {
    fields: [
      chips('originatorTypes', 'originator-types-filter', {
        options: ENTITY_TYPE_OPTIONS,
        required: true,
        requiredMsg: 'tb.rulenode.originator-types-required',
      }),
    ],
  },
  'filter.TbOriginatorTypeSwitchNode': { fields: [] },
  'geo.TbGpsGeofencingFilterNode': { fields: GEOFENCING_FIELDS },
};
