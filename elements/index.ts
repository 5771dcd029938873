/** Eager bundle: registers every iot-* element. Prefer `loader.ts` to load elements on demand. */
import './iot-console';
import './iot-dashboard';

export { IotConsoleElement } from './iot-console';
export { IotDashboardElement } from './iot-dashboard';
