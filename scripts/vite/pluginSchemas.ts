/**
 * Every provider plugin's parameter schema by plugin id (plugins/<id>/index.ts, folders not starting
 * with "_"). Loaded through Vite's module runner (scripts/vite/brandConfigPlugin.ts), since the
 * plugins are TypeScript and the build runs on plain Node.
 */
type PluginModule = { default?: { paramsSchema?: Record<string, unknown> } };

const modules = import.meta.glob<PluginModule>(['../../plugins/*/index.ts', '!../../plugins/_*/index.ts'], { eager: true });

const schemas: Record<string, Record<string, unknown>> = {};
for (const [path, mod] of Object.entries(modules)) schemas[path.split('/').at(-2)!] = mod.default?.paramsSchema ?? { type: 'object' };

export default schemas;
