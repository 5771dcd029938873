/** Types of growth.mjs (plain JS, shared by the TypeScript and the .mjs benches). */
export interface GrowthRow {
  name: string;
  why: string;
  /** size → value (ms) */
  values: Map<number, number>;
}
export function growthClass(f: number): string;
export function growthTable(rows: GrowthRow[], sizes: number[]): string[];
