/** Query key family of the device profiles table (invalidated after every change to a profile). */
export const DEVICE_PROFILES_KEY = ['deviceProfiles'] as const;
