/**
 * Shared fast-check settings: seeded (a failure reproduces exactly; PROPERTY_SEED overrides to
 * explore), at least 10,000 runs per property (PROPERTY_RUNS raises it).
 */
export const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);
export const RUNS = Math.max(10_000, Number(process.env.PROPERTY_RUNS ?? 10_000));
export const params = { seed: SEED, numRuns: RUNS } as const;
