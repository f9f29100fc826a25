/**
 * The versioned brand config format: schemas/migrations/<version>.json says, as data, what changed in each
 * version (removed with why, renamed or moved, new required values and where they come from). The highest
 * version there is the engine's current one. `npm run migrate` applies the steps, the validator's first check
 * compares a brand's brand.json `configVersion` with it, and CHANGELOG.md is generated from the same files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { layerDirs, LayerError, mergeLayers, readLayers } from './brandLayers.ts';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../schemas/migrations');

/** Where a value lives: a file of a brand folder and a JSON pointer in it. */
export interface Place {
  file: string;
  pointer: string;
}

export type Change =
  | (Place & { kind: 'removed'; why: string; keepText?: boolean; supersededBy?: Place })
  | (Place & { kind: 'renamed'; to: Place; why: string })
  | (Place & { kind: 'required'; what: string; where: string; from?: 'platform'; value?: unknown })
  | (Place & { kind: 'added'; what: string })
  | (Place & { kind: 'changed'; why: string });

export interface Migration {
  version: number;
  date: string;
  commits: string[];
  title: string;
  changes: Change[];
}

/** Every step, oldest first; a gap or a file whose name differs from its version is an error (the data is the history). */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const steps = readdirSync(dir)
    .filter((n) => /^\d+\.json$/.test(n))
    .map((n) => ({ name: n, step: JSON.parse(readFileSync(join(dir, n), 'utf8')) as Migration }))
    .sort((a, b) => a.step.version - b.step.version);
  steps.forEach(({ name, step }, i) => {
    if (`${step.version}.json` !== name) throw new Error(`${join(dir, name)}: expected version ${name.replace('.json', '')}, found ${step.version}`);
    if (step.version !== i + 1) throw new Error(`${dir}: expected version ${i + 1} next, found ${step.version} (versions count up from 1 without gaps)`);
  });
  return steps.map((s) => s.step);
}

/** The config version this engine reads. */
export const currentVersion = (migrations = loadMigrations()): number => migrations.at(-1)?.version ?? 1;

/**
 * The version a brand folder declares (brand.json `configVersion`, merged through its layers: a variant
 * extending a brand is at that brand's version unless it says otherwise). A brand that declares none was
 * written before versions existed: version 1.
 */
export function brandVersion(dir: string): number {
  if (!existsSync(join(dir, 'brand.json'))) return 1;
  try {
    const parts = readLayers(layerDirs(dir), 'brand.json');
    if (!parts.length || parts.some((p) => p.error !== undefined)) return 1;
    const v = (mergeLayers(parts) as { configVersion?: unknown } | undefined)?.configVersion;
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
  } catch (err) {
    if (err instanceof LayerError) return 1;
    throw err;
  }
}
