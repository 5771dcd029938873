/** Eager bundle: registers every iot-* element. Prefer `loader.ts` to load elements on demand. */
import './iot-console';
import './iot-dashboard';
import './iot-rule-chain-editor';

export { IotConsoleElement } from './iot-console';
export { IotDashboardElement } from './iot-dashboard';
export { IotRuleChainEditorElement } from './iot-rule-chain-editor';
