/**
 * Starting proto3 schemas for a PROTOBUF payload (MQTT and CoAP transports): telemetry, attributes, RPC request and
 * RPC response messages that a device can adapt. Written for this project; the field layout follows ThingsBoard's JSON
 * telemetry and attribute payloads.
 */
export const DEFAULT_PROTO_SCHEMAS = {
  deviceTelemetryProtoSchema: `syntax = "proto3";
package telemetry;

message SensorReading {
  optional string deviceState = 1;
  optional double temperature = 2;
  optional double humidity = 3;
  Status status = 4;

  message Status {
    bool online = 1;
    int32 signalStrength = 2;
  }
}`,
  deviceAttributesProtoSchema: `syntax = "proto3";
package attributes;

message DeviceAttributes {
  optional string firmwareVersion = 1;
  optional string serialNumber = 2;
}`,
  deviceRpcRequestProtoSchema: `syntax = "proto3";
package rpc;

message RpcRequest {
  optional string method = 1;
  optional int32 requestId = 2;
  optional string params = 3;
}`,
  deviceRpcResponseProtoSchema: `syntax = "proto3";
package rpc;

message RpcResponse {
  optional string payload = 1;
}`,
} as const;
