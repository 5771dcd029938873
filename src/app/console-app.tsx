/**
 * `<iot-console>`: the whole application. The route table lives in console-routes.tsx (generated from the
 * places of menu.ts); this file only picks the router and shares the element's options with the shell.
 */
import { ElementRouter, toRoutingMode } from '../host/routing';
import { consoleRoutes } from './console-routes';
import { ConsoleOptionsContext } from './console-options';
import { RehearsalSlot } from './rehearsal-slot';

/** Attributes of `<iot-console>` that reach the app. */
export interface ConsoleAppProps {
  routing?: string;
  basePath?: string;
  initialPath?: string;
}

/** The console application for one element instance. */
export function ConsoleApp({ routing, basePath, initialPath }: ConsoleAppProps) {
  const mode = toRoutingMode(routing);
  return (
    <ConsoleOptionsContext.Provider value={{ ownsUrl: mode !== 'memory' }}>
      <ElementRouter routes={consoleRoutes} mode={mode} basePath={basePath} initialPath={initialPath} />
      <RehearsalSlot />
    </ConsoleOptionsContext.Provider>
  );
}
