/** Eager bundle: registers every iot-* element. Prefer `loader.ts` to load elements on demand. */
import './iot-console';

export { IotConsoleElement } from './iot-console';
