/** Per-element options the shell needs from `<iot-console>`'s attributes. */
import { createContext, useContext } from 'react';

export interface ConsoleOptions {
  /** The element drives the page URL (routing="browser"|"hash"): it then also sets document.title. */
  ownsUrl: boolean;
}

export const ConsoleOptionsContext = createContext<ConsoleOptions>({ ownsUrl: false });

/** Options of the element this component renders in. */
export function useConsoleOptions(): ConsoleOptions {
  return useContext(ConsoleOptionsContext);
}
