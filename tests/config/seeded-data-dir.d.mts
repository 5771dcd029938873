/** Types of seeded-data-dir.mjs (for the TypeScript benchmarks). */
export const SEEDED_ENV: string;
export function prepareDataDir(dataDir: string): Promise<void>;
