import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** A provider plugin's entry module: plugins/<id>/index.ts (folders starting with "_" are helpers). */
const PLUGIN_ENTRY = /[\\/]plugins[\\/](?!_)[^\\/]+[\\/]index\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** What a browser build empties in a plugin's definition: texts for operators and tools, never read by the site. */
const DROPPED: Record<string, string> = { paramsSchema: '{}', description: "''" };

/** The dropped properties of the object handed to `defineProvider(...)` in `export default`, if any. */
function droppedProperties(program: Node): Node[] {
  const exported = (program.body as Node[]).find((n) => n.type === 'ExportDefaultDeclaration')?.declaration as Node | undefined;
  if (exported?.type !== 'CallExpression') return [];
  const callee = exported.callee as Node;
  if (callee.type !== 'Identifier' || callee.name !== 'defineProvider') return [];
  const definition = (exported.arguments as Node[])[0];
  if (definition?.type !== 'ObjectExpression') return [];
  return (definition.properties as Node[]).filter(
    (p) => p.type === 'Property' && !p.computed && (p.key as Node).type === 'Identifier' && Object.hasOwn(DROPPED, (p.key as Node).name as string),
  );
}

/**
 * Build only: a provider plugin's `paramsSchema` (its parameter schema, with every field described for
 * operators) becomes `{}` in the browser bundle, and its `description` (what the plugin reads and calls, for
 * operators) `''`. The browser never reads either: the build compiles each schema into the validator chunk
 * (scripts/vite/validatorCode.ts, read through scripts/vite/pluginSchemas.ts, which loads the plugins
 * untouched), and the CLI, the dev server, the studio, docs and tests load the plugins as written. A plugin
 * whose default export is not `defineProvider({ … })` is left as it is.
 */
export function pluginSchemaPlugin(): Plugin {
  return {
    name: 'croupier-plugin-schema',
    apply: 'build',
    transform(code, id) {
      if (!PLUGIN_ENTRY.test(id.split('?')[0])) return null;
      const properties = droppedProperties(parseAst(code) as unknown as Node);
      if (!properties.length) return null;
      const out = new MagicString(code);
      for (const property of properties) {
        const value = property.value as Node;
        out.overwrite(value.start, value.end, DROPPED[(property.key as Node).name as string]);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
