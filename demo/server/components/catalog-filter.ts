/** Rule node catalogue, part 1: FILTER, ENRICHMENT and TRANSFORMATION nodes (the descriptors of ThingsBoard 3.3.1's rule-engine-components, in our own wording). */
import type { NodeSpec } from './model.js';

const TF = ['True', 'False', 'Failure'];
const SF = ['Success', 'Failure'];
const ATTR_QUERY = { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false };

/** Message types of TbMsgTypeSwitchNode, in relation-label form. */
const MSG_TYPE_LABELS = [
  'Post attributes', 'Post telemetry', 'RPC Request from Device', 'RPC Request to Device', 'RPC Queued', 'RPC Sent', 'RPC Delivered',
  'RPC Successful', 'RPC Timeout', 'RPC Expired', 'RPC Failed', 'RPC Deleted', 'Activity Event', 'Inactivity Event', 'Connect Event',
  'Disconnect Event', 'Entity Created', 'Entity Updated', 'Entity Deleted', 'Entity Assigned', 'Entity Unassigned', 'Attributes Updated',
  'Attributes Deleted', 'Alarm Acknowledged', 'Alarm Cleared', 'Other', 'Entity Assigned From Tenant', 'Entity Assigned To Tenant',
  'Timeseries Updated', 'Timeseries Deleted', 'Failure',
];

export const FILTER_NODES: NodeSpec[] = [
  ['FILTER', 'filter.TbCheckAlarmStatusNode', 'check alarm status', TF, { alarmStatusList: ['ACTIVE_ACK', 'ACTIVE_UNACK'] }, 'tbFilterNodeCheckAlarmStatusConfig', 'Routes an alarm message by whether its status is in the list.'],
  ['FILTER', 'filter.TbCheckMessageNode', 'check existence fields', TF, { messageNames: [], metadataNames: [], checkAllKeys: true }, 'tbFilterNodeCheckMessageConfig', 'Checks that the listed message and metadata keys are present.'],
  ['FILTER', 'filter.TbCheckRelationNode', 'check relation', TF, { direction: 'FROM', entityId: null, entityType: null, relationType: 'Contains', checkForSingleEntity: true }, 'tbFilterNodeCheckRelationConfig', 'Checks whether the originator has a relation of the given type.'],
  ['FILTER', 'filter.TbJsFilterNode', 'script', TF, { jsScript: 'return msg.temperature > 20;' }, 'tbFilterNodeScriptConfig', 'Evaluates a boolean JavaScript function on the message.'],
  ['FILTER', 'filter.TbJsSwitchNode', 'switch', ['Failure'], { jsScript: "function nextRelation(metadata, msg) {\n    return ['one','nine'];\n}\nif(msgType === 'POST_TELEMETRY_REQUEST') {\n    return ['two'];\n}\nreturn nextRelation(metadata, msg);" }, 'tbFilterNodeSwitchConfig', 'Routes the message to the relation names a JavaScript function returns.', { customRelations: true }],
  ['FILTER', 'filter.TbMsgTypeFilterNode', 'message type', TF, { messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'] }, 'tbFilterNodeMessageTypeConfig', 'Passes messages whose type is in the list.'],
  ['FILTER', 'filter.TbMsgTypeSwitchNode', 'message type switch', MSG_TYPE_LABELS, { version: 0 }, 'tbNodeEmptyConfig', 'Routes each message by its type.'],
  ['FILTER', 'filter.TbOriginatorTypeFilterNode', 'originator type', TF, { originatorTypes: ['DEVICE'] }, 'tbFilterNodeOriginatorTypeConfig', 'Passes messages whose originator type is in the list.'],
  ['FILTER', 'filter.TbOriginatorTypeSwitchNode', 'originator type switch', ['Device', 'Asset', 'Alarm', 'Entity View', 'Tenant', 'Customer', 'User', 'Dashboard', 'Rule chain', 'Rule node', 'Failure'], { version: 0 }, 'tbNodeEmptyConfig', 'Routes each message by the type of its originator.'],
  ['FILTER', 'geo.TbGpsGeofencingFilterNode', 'gps geofencing filter', TF, { latitudeKeyName: 'latitude', longitudeKeyName: 'longitude', fetchPerimeterInfoFromMessageMetadata: true, perimeterType: 'POLYGON', polygonsDefinition: null, centerLatitude: null, centerLongitude: null, range: null, rangeUnit: null }, 'tbFilterNodeGpsGeofencingConfig', 'Checks whether the reported position lies inside a perimeter.'],
  ['ENRICHMENT', 'metadata.CalculateDeltaNode', 'calculate delta', ['Success', 'Failure', 'Other'], { inputValueKey: 'pulseCounter', outputValueKey: 'delta', useCache: true, addPeriodBetweenMsgs: false, periodValueKey: 'periodInMs', round: null, tellFailureIfDeltaIsNegative: true }, 'tbEnrichmentNodeCalculateDeltaConfig', 'Adds the difference to the previous value of a key.'],
  ['ENRICHMENT', 'metadata.TbGetAttributesNode', 'originator attributes', SF, { clientAttributeNames: [], sharedAttributeNames: [], serverAttributeNames: [], latestTsKeyNames: [], tellFailureIfAbsent: true, getLatestValueWithTs: false }, 'tbEnrichmentNodeOriginatorAttributesConfig', 'Adds attributes and latest telemetry of the originator to the metadata.'],
  ['ENRICHMENT', 'metadata.TbGetCustomerAttributeNode', 'customer attributes', SF, { attrMapping: { temperature: 'tempo' }, telemetry: false }, 'tbEnrichmentNodeCustomerAttributesConfig', "Adds attributes of the originator's customer to the metadata."],
  ['ENRICHMENT', 'metadata.TbGetCustomerDetailsNode', 'customer details', SF, { detailsList: [], addToMetadata: false }, 'tbEnrichmentNodeEntityDetailsConfig', "Adds contact details of the originator's customer."],
  ['ENRICHMENT', 'metadata.TbGetDeviceAttrNode', 'related device attributes', SF, { clientAttributeNames: [], sharedAttributeNames: [], serverAttributeNames: [], latestTsKeyNames: [], tellFailureIfAbsent: true, getLatestValueWithTs: false, deviceRelationsQuery: { direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['default'], fetchLastLevelOnly: false } }, 'tbEnrichmentNodeDeviceAttributesConfig', 'Adds attributes of a related device to the metadata.'],
  ['ENRICHMENT', 'metadata.TbGetOriginatorFieldsNode', 'originator fields', SF, { fieldsMapping: { name: 'originatorName', type: 'originatorType' } }, 'tbEnrichmentNodeOriginatorFieldsConfig', 'Copies fields of the originator entity into the metadata.'],
  ['ENRICHMENT', 'metadata.TbGetRelatedAttributeNode', 'related attributes', SF, { attrMapping: { temperature: 'tempo' }, telemetry: false, relationsQuery: ATTR_QUERY }, 'tbEnrichmentNodeRelatedAttributesConfig', 'Adds attributes of a related entity to the metadata.'],
  ['ENRICHMENT', 'metadata.TbGetTelemetryNode', 'originator telemetry', SF, { startInterval: 2, endInterval: 1, startIntervalPattern: '', endIntervalPattern: '', useMetadataIntervalPatterns: false, startIntervalTimeUnit: 'MINUTES', endIntervalTimeUnit: 'MINUTES', fetchMode: 'FIRST', orderBy: 'ASC', limit: 1000, latestTsKeyNames: [] }, 'tbEnrichmentNodeGetTelemetryFromDatabase', 'Adds stored telemetry of a time range to the metadata.'],
  ['ENRICHMENT', 'metadata.TbGetTenantAttributeNode', 'tenant attributes', SF, { attrMapping: { temperature: 'tempo' }, telemetry: false }, 'tbEnrichmentNodeTenantAttributesConfig', 'Adds attributes of the tenant to the metadata.'],
  ['ENRICHMENT', 'metadata.TbGetTenantDetailsNode', 'tenant details', SF, { detailsList: [], addToMetadata: false }, 'tbEnrichmentNodeEntityDetailsConfig', 'Adds contact details of the tenant.'],
  ['TRANSFORMATION', 'mail.TbMsgToEmailNode', 'to email', SF, { fromTemplate: 'info@testmail.org', toTemplate: '${userEmail}', ccTemplate: null, bccTemplate: null, subjectTemplate: 'Device ${deviceType} temperature high', bodyTemplate: 'Device ${deviceName} has high temperature ${temp}', isHtmlTemplate: false, mailBodyType: 'false' }, 'tbTransformationNodeToEmailConfig', 'Builds an e-mail message from templates.'],
  ['TRANSFORMATION', 'transform.TbChangeOriginatorNode', 'change originator', SF, { originatorSource: 'CUSTOMER', relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false } }, 'tbTransformationNodeChangeOriginatorConfig', 'Replaces the originator with its customer, tenant or a related entity.'],
  ['TRANSFORMATION', 'transform.TbTransformMsgNode', 'script', SF, { jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' }, 'tbTransformationNodeScriptConfig', 'Rewrites message, metadata and type with a JavaScript function.'],
];
