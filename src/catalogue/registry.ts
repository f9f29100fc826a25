import type { ProviderDefinition } from './provider';

type PluginModule = { default?: ProviderDefinition<any> };

/**
 * Builds a registry from plugin modules keyed by their file path ("../../plugins/<id>/index.ts").
 * Folders starting with "_" (shared helpers, templates) are not plugins. A definition whose id
 * differs from its folder is registered under its folder name, the name providers.json uses,
 * and reported so the mismatch gets fixed.
 */
export function registryFromModules(modules: Record<string, PluginModule>, log: (message: string) => void = () => undefined): ProviderRegistry {
  const byId = new Map<string, ProviderDefinition<any>>();
  for (const [path, mod] of Object.entries(modules)) {
    const folder = /plugins\/([^/]+)\/index\.ts$/.exec(path)?.[1];
    if (!folder || folder.startsWith('_')) continue;
    const def = mod.default;
    if (!def || typeof def !== 'object' || !def.list || !def.launch) {
      log(`plugins/${folder}/index.ts has no default export made by defineProvider(); skipped`);
      continue;
    }
    if (def.id !== folder) log(`plugins/${folder}/index.ts declares id "${def.id}"; registered as "${folder}" (its folder name)`);
    byId.set(folder, def);
  }
  const ids = Object.freeze([...byId.keys()].sort());
  return {
    get: (id) => byId.get(id),
    ids: () => [...ids],
  };
}

/** The registry of every plugin folder, derived from the file system at build time (never a hand-kept list). */
export function createProviderRegistry(log?: (message: string) => void): ProviderRegistry {
  return registryFromModules(import.meta.glob<PluginModule>('../../plugins/*/index.ts', { eager: true }), log);
}

/** Plugins by id, derived from the plugins/ folder (src/catalogue/registry.ts). */
export interface ProviderRegistry {
  get(pluginId: string): ProviderDefinition<any> | undefined;
  ids(): string[];
}
