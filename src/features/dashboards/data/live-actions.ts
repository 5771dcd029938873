/**
 * The live data source's user-triggered calls (RPC, alarm acknowledge/clear, device claim). Loaded on first use, so
 * they stay off a dashboard's start-up path (`<iot-dashboard>` budget).
 */
export { ackAlarm, clearAlarm } from '../../../api/alarm-actions';
export { claimDevice } from '../../../api/device-claim';
export { sendOneWayRpc, sendTwoWayRpc } from '../../../api/rpc';
