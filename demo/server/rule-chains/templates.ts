/**
 * Our own rule chain templates (node classes are ThingsBoard's, layout and wording are ours): the tenant root
 * chain, the edge root chain and the device-profile template used by `POST /api/ruleChain/device/default`.
 */
import type { MetadataInput, NodeInput } from './model.js';

const P = 'org.thingsboard.rule.engine.';

function node(clazz: string, name: string, configuration: unknown, x: number, y: number): NodeInput {
  return {
    id: null,
    type: P + clazz,
    name,
    debugMode: false,
    configuration,
    additionalInfo: { description: '', layoutX: x, layoutY: y },
    createdTime: null,
  };
}

const LOG_SCRIPT =
  "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";

/** Metadata of a standard processing chain: profile → type switch → save/log/RPC. */
function standardMetadata(extra: 'rpc' | 'cloud'): MetadataInput {
  const nodes = [
    node(
      'profile.TbDeviceProfileNode',
      'Device Profile Node',
      { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
      200,
      150,
    ),
    node('telemetry.TbMsgTimeseriesNode', 'Save Timeseries', { defaultTTL: 0 }, 820, 60),
    node(
      'telemetry.TbMsgAttributesNode',
      'Save Client Attributes',
      { scope: 'CLIENT_SCOPE', notifyDevice: false },
      820,
      140,
    ),
    node('filter.TbMsgTypeSwitchNode', 'Message Type Switch', { version: 0 }, 480, 300),
    node('action.TbLogNode', 'Log RPC from Device', { jsScript: LOG_SCRIPT }, 820, 220),
    node('action.TbLogNode', 'Log Other', { jsScript: LOG_SCRIPT }, 820, 300),
    extra === 'rpc'
      ? node('rpc.TbSendRPCRequestNode', 'RPC Call Request', { timeoutInSeconds: 60 }, 820, 380)
      : node('edge.TbMsgPushToCloudNode', 'Push to Cloud', { scope: 'SERVER_SCOPE' }, 1100, 300),
  ];
  const connections =
    extra === 'rpc'
      ? [
          { fromIndex: 0, toIndex: 3, type: 'Success' },
          { fromIndex: 3, toIndex: 1, type: 'Post telemetry' },
          { fromIndex: 3, toIndex: 2, type: 'Post attributes' },
          { fromIndex: 3, toIndex: 4, type: 'RPC Request from Device' },
          { fromIndex: 3, toIndex: 5, type: 'Other' },
          { fromIndex: 3, toIndex: 6, type: 'RPC Request to Device' },
        ]
      : [
          { fromIndex: 0, toIndex: 3, type: 'Success' },
          { fromIndex: 3, toIndex: 1, type: 'Post telemetry' },
          { fromIndex: 3, toIndex: 2, type: 'Post attributes' },
          { fromIndex: 3, toIndex: 4, type: 'RPC Request from Device' },
          { fromIndex: 3, toIndex: 5, type: 'Other' },
          { fromIndex: 1, toIndex: 6, type: 'Success' },
          { fromIndex: 2, toIndex: 6, type: 'Success' },
        ];
  return { firstNodeIndex: 0, nodes, connections, ruleChainConnections: null };
}

/** The tenant's "Root Rule Chain". */
export function rootChainTemplate(): { name: string; metadata: MetadataInput } {
  return { name: 'Root Rule Chain', metadata: standardMetadata('rpc') };
}

/** The tenant's "Edge Root Rule Chain" (type EDGE). */
export function edgeRootChainTemplate(): { name: string; metadata: MetadataInput } {
  return { name: 'Edge Root Rule Chain', metadata: standardMetadata('cloud') };
}

/** Template copied by `POST /api/ruleChain/device/default`. */
export function deviceProfileChainTemplate(): MetadataInput {
  return standardMetadata('rpc');
}
