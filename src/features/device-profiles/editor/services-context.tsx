/** The editor's services, provided once by the editor root and read by every picker inside it. */
import { createContext, useContext } from 'react';
import type { DeviceProfileServices } from '../api/device-profile-services';

export const ServicesContext = createContext<DeviceProfileServices | null>(null);

/** The services of the enclosing editor (throws outside one: a programming error). */
export function useProfileServices(): DeviceProfileServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useProfileServices() outside a device profile editor');
  return s;
}
