/**
 * Power-saving settings of CoAP and LwM2M devices (PSM, DRX, E_DRX) and their timer defaults, shared by
 * the device-profile transports and the per-device transport form.
 */
export const POWER_MODES = ['PSM', 'DRX', 'E_DRX'] as const;
export type PowerMode = (typeof POWER_MODES)[number];

/** Timers of the PSM and eDRX power modes, in ms (10000, 81000, 10000). */
export const DEFAULT_PSM_ACTIVITY_TIMER = 10000;
export const DEFAULT_EDRX_CYCLE = 81000;
export const DEFAULT_PAGING_TRANSMISSION_WINDOW = 10000;

/** Power-saving settings shared by CoAP client settings, LwM2M client settings and per-device CoAP/LwM2M. */
export interface PowerSettings {
  powerMode?: PowerMode | null;
  psmActivityTimer?: number | null;
  edrxCycle?: number | null;
  pagingTransmissionWindow?: number | null;
}

/** Power settings for a mode: only the timers that mode uses are present (as ThingsBoard's form leaves disabled ones out). */
export function powerSettings(mode: PowerMode, current: PowerSettings = {}): PowerSettings {
  if (mode === 'PSM')
    return { powerMode: mode, psmActivityTimer: current.psmActivityTimer ?? DEFAULT_PSM_ACTIVITY_TIMER };
  if (mode === 'E_DRX') {
    return {
      powerMode: mode,
      edrxCycle: current.edrxCycle ?? DEFAULT_EDRX_CYCLE,
      pagingTransmissionWindow: current.pagingTransmissionWindow ?? DEFAULT_PAGING_TRANSMISSION_WINDOW,
    };
  }
  return { powerMode: mode };
}
