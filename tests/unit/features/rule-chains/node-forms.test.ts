/**
 * Node form definitions: every node of the component catalogue has one, every field has a label and a hint whose
 * locale keys exist, each node's default configuration is valid, and the validation rules follow ThingsBoard's
 * (required, ranges, conditional fields, composite controls).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_NODES } from '../../../../demo/server/components/routes';
import { formOf, NODE_FORMS } from '../../../../src/features/rule-chains/node-forms/registry';
import { isShown } from '../../../../src/features/rule-chains/node-forms/form-def';
import { validateConfig } from '../../../../src/features/rule-chains/node-forms/validate';

const P = 'org.thingsboard.rule.engine.';
const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../locales/en_US.json'), 'utf8')) as Record<
  string,
  unknown
>;
const has = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), en) !==
  undefined;
const errors = (clazz: string, config: Record<string, unknown>) =>
  Object.fromEntries(validateConfig(formOf(P + clazz)!, config));

describe('node form definitions', () => {
  it('cover every node of the catalogue and nothing else', () => {
    const catalogue = ALL_NODES.map((s) => s[1]).sort();
    expect(Object.keys(NODE_FORMS).sort()).toEqual(catalogue);
    expect(formOf('com.example.CustomNode')).toBeNull();
  });

  it('give every field a label and a hint, and every locale key exists', () => {
    const missing: string[] = [];
    for (const [clazz, def] of Object.entries(NODE_FORMS)) {
      for (const f of def.fields) {
        const x = f as unknown as Record<string, unknown>;
        const keys = [
          f.label,
          f.hint,
          f.requiredMsg,
          x['rangeMsg'],
          x['keyLabel'],
          x['valueLabel'],
          ...((x['options'] as { label: string }[] | undefined) ?? []).map((o) => o.label),
        ];
        for (const k of keys) if (typeof k === 'string' && !has(k)) missing.push(`${clazz}.${f.key}: ${k}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('accept each node default configuration except where ThingsBoard requires a value the default leaves empty', () => {
    const invalid = ALL_NODES.filter((s) => validateConfig(NODE_FORMS[s[1]]!, s[4]).size > 0).map((s) => s[1]);
    // Defaults that need the user: an MQTT host, an Azure hub and device, a GCP key, message / metadata keys, customer names,
    // the geofencing perimeter and the relation node's name pattern (as in ThingsBoard, where Save stays disabled).
    expect(invalid.sort()).toEqual(
      [
        'action.TbAssignToCustomerNode',
        'action.TbCreateRelationNode',
        'action.TbDeleteRelationNode',
        'action.TbSaveToCustomCassandraTableNode',
        'action.TbUnassignFromCustomerNode',
        'aws.sns.TbSnsNode',
        'aws.sqs.TbSqsNode',
        'filter.TbCheckMessageNode',
        'filter.TbCheckRelationNode',
        'gcp.pubsub.TbPubSubNode',
        'metadata.TbGetCustomerDetailsNode',
        'metadata.TbGetTenantDetailsNode',
        'mqtt.TbMqttNode',
        'mqtt.azure.TbAzureIotHubNode',
      ].sort(),
    );
  });
});

describe('node form validation', () => {
  it('delay: a period or a pattern, and 1..100000 pending messages', () => {
    expect(errors('delay.TbMsgDelayNode', { periodInSeconds: 60, maxPendingMsgs: 1000 })).toEqual({});
    expect(errors('delay.TbMsgDelayNode', { periodInSeconds: -1, maxPendingMsgs: 0 })).toEqual({
      periodInSeconds: 'tb.rulenode.min-period-0-seconds-message',
      maxPendingMsgs: 'tb.rulenode.max-pending-messages-range',
    });
    expect(
      errors('delay.TbMsgDelayNode', {
        useMetadataPeriodInSecondsPatterns: true,
        periodInSecondsPattern: '',
        maxPendingMsgs: 1,
      }),
    ).toEqual({ periodInSecondsPattern: 'tb.rulenode.period-in-seconds-pattern-required' });
  });

  it('geofencing: a polygon of three points, or a circle with center, range and unit', () => {
    const base = {
      latitudeKeyName: 'lat',
      longitudeKeyName: 'lon',
      fetchPerimeterInfoFromMessageMetadata: false,
      minInsideDuration: 1,
      minInsideDurationTimeUnit: 'MINUTES',
      minOutsideDuration: 1,
      minOutsideDurationTimeUnit: 'MINUTES',
    };
    expect(
      errors('geo.TbGpsGeofencingActionNode', {
        ...base,
        perimeterType: 'POLYGON',
        polygonsDefinition: '[[1,2],[3,4],[5,6]]',
      }),
    ).toEqual({});
    expect(
      errors('geo.TbGpsGeofencingActionNode', { ...base, perimeterType: 'POLYGON', polygonsDefinition: '[[1,2]]' }),
    ).toEqual({ polygonsDefinition: 'tb.rulenode.polygon-definition-invalid' });
    expect(
      errors('geo.TbGpsGeofencingFilterNode', {
        ...base,
        perimeterType: 'CIRCLE',
        centerLatitude: 91,
        centerLongitude: 0,
        range: null,
      }),
    ).toEqual({
      centerLatitude: 'tb.rulenode.latitude-range',
      range: 'tb.rulenode.range-required',
      rangeUnit: 'tb.rulenode.range-units-required',
    });
  });

  it('create alarm: type and severity unless the message carries them; composite controls check their parts', () => {
    expect(
      errors('action.TbCreateAlarmNode', {
        useMessageAlarmData: false,
        alarmType: '',
        severity: null,
        alarmDetailsBuildJs: 'return {};',
      }),
    ).toEqual({ alarmType: 'tb.rulenode.alarm-type-required', severity: 'tb.rulenode.alarm-severity-required' });
    expect(errors('action.TbCreateAlarmNode', { useMessageAlarmData: true })).toEqual({});
    expect(
      errors('mqtt.TbMqttNode', {
        topicPattern: 't',
        host: 'h',
        port: 70000,
        connectTimeoutSec: 10,
        credentials: { type: 'basic' },
      }),
    ).toEqual({ port: 'tb.rulenode.port-range', credentials: 'tb.rulenode.username-required' });
    expect(
      errors('transform.TbChangeOriginatorNode', {
        originatorSource: 'RELATED',
        relationsQuery: { direction: 'SIDEWAYS' },
      }),
    ).toEqual({ relationsQuery: 'tb.rulenode.direction-required' });
    expect(
      errors('metadata.TbGetDeviceAttrNode', {
        deviceRelationsQuery: { direction: 'FROM', maxLevel: 1, deviceTypes: [] },
      }),
    ).toEqual({ deviceRelationsQuery: 'tb.rulenode.device-types-required' });
  });

  it('conditional fields are hidden and not validated when their switch is off', () => {
    const def = formOf(`${P}rest.TbRestApiCallNode`)!;
    const config = {
      restEndpointUrlPattern: 'http://x',
      requestMethod: 'POST',
      enableProxy: false,
      credentials: { type: 'anonymous' },
    };
    expect(def.fields.filter((f) => isShown(f, config)).map((f) => f.key)).not.toContain('proxyHost');
    expect(errors('rest.TbRestApiCallNode', config)).toEqual({});
    expect(errors('rest.TbRestApiCallNode', { ...config, enableProxy: true })).toEqual({
      proxyHost: 'tb.rulenode.proxy-host-required',
      proxyPort: 'tb.rulenode.proxy-port-required',
    });
  });
});
