/** Eager bundle: registers every iot-* element. Prefer `loader.ts` to load elements on demand. */
import './iot-console';
import './iot-rule-chain-editor';

export { IotConsoleElement } from './iot-console';
export { IotRuleChainEditorElement } from './iot-rule-chain-editor';
