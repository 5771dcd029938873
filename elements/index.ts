/** Eager bundle: registers every iot-* element. Prefer `loader.ts` to load elements on demand. */
import './iot-console';
import './iot-dashboard';
import './iot-device-list';
import './iot-asset-list';
import './iot-customer-list';
import './iot-alarm-table';
import './iot-rule-chain-editor';

export { IotConsoleElement } from './iot-console';
export { IotDeviceListElement } from './iot-device-list';
export { IotAssetListElement } from './iot-asset-list';
export { IotCustomerListElement } from './iot-customer-list';
export { IotAlarmTableElement } from './iot-alarm-table';
export { IotDashboardElement } from './iot-dashboard';
export { IotRuleChainEditorElement } from './iot-rule-chain-editor';
export { setAssetBase } from '../src/host/assets';
