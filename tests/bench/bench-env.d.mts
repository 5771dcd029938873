/** Types of bench-env.mjs (shared by the .mjs and the .ts benchmarks). */
export const SMOKE: boolean;
export const OVERLOAD_CEILING: number;
export function size<T>(full: T, smoke: T): T;
export function budgetMode(): { smoke: boolean; enforce: boolean; load: number; cores: number };
export function figure(name: string, value: number, unit: string, budget?: number, higherIsBetter?: boolean): number;
export function verdict(
  name: string,
  value: number,
  unit: string,
  budget: number,
  higherIsBetter?: boolean,
  ceiling?: number,
): boolean;
