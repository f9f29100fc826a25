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

/** The `paramsSchema` property of the object handed to `defineProvider(...)` in `export default`, if any. */
function schemaProperty(program: Node): Node | undefined {
  const exported = (program.body as Node[]).find((n) => n.type === 'ExportDefaultDeclaration')?.declaration as Node | undefined;
  if (exported?.type !== 'CallExpression') return undefined;
  const callee = exported.callee as Node;
  if (callee.type !== 'Identifier' || callee.name !== 'defineProvider') return undefined;
  const definition = (exported.arguments as Node[])[0];
  if (definition?.type !== 'ObjectExpression') return undefined;
  return (definition.properties as Node[]).find(
    (p) => p.type === 'Property' && !p.computed && (p.key as Node).type === 'Identifier' && (p.key as Node).name === 'paramsSchema',
  );
}

/**
 * Build only: a provider plugin's `paramsSchema` (its parameter schema, with every field described for
 * operators) becomes `{}` in the browser bundle. The browser never reads it: the build compiles each schema
 * into the validator chunk (scripts/vite/validatorCode.ts, read through scripts/vite/pluginSchemas.ts, which
 * loads the plugins untouched), and the CLI, the dev server, docs and tests load the plugins as written.
 * A plugin whose default export is not `defineProvider({ …, paramsSchema: … })` is left as it is.
 */
export function pluginSchemaPlugin(): Plugin {
  return {
    name: 'croupier-plugin-schema',
    apply: 'build',
    transform(code, id) {
      if (!PLUGIN_ENTRY.test(id.split('?')[0])) return null;
      const property = schemaProperty(parseAst(code) as unknown as Node);
      if (!property) return null;
      const value = property.value as Node;
      const out = new MagicString(code);
      out.overwrite(value.start, value.end, '{}');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
