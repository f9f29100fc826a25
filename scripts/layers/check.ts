import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

/** The layer rule's config (also what `npm run lint:layers` runs). */
export const LAYER_RULE_CONFIG = resolve(import.meta.dirname, '../../.dependency-cruiser.cjs');

/** One broken rule: the rule's name and the edge, e.g. "layer-ui: src/ui/a.ts → src/pages/b.ts". */
export type LayerViolation = string;

/**
 * Runs the layer rule over `src`, `plugins`, `scripts` and `studio` of the tree at `baseDir` (the repository, or a test
 * fixture shaped like it) and lists every violation.
 */
export async function checkLayers(baseDir: string): Promise<{ violations: LayerViolation[]; modules: number; dependencies: number }> {
  const options = await extractDepcruiseOptions(LAYER_RULE_CONFIG);
  const babelConfig = await extractBabelConfig(options.babelConfig?.fileName ?? '');
  const roots = ['src', 'plugins', 'scripts', 'studio'].filter((dir) => existsIn(baseDir, dir));
  const { output } = await cruise(roots, { ...options, baseDir }, { extensions: ['.ts', '.tsx', '.js', '.json'] }, { babelConfig });
  if (typeof output === 'string') throw new Error(`dependency-cruiser returned text, not a result: ${output.slice(0, 200)}`);
  const violations = output.summary.violations.map((v) =>
    v.cycle?.length ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}` : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
  return { violations, modules: output.summary.totalCruised, dependencies: output.summary.totalDependenciesCruised ?? 0 };
}

function existsIn(baseDir: string, dir: string): boolean {
  try {
    return statSync(resolve(baseDir, dir)).isDirectory();
  } catch {
    return false;
  }
}
