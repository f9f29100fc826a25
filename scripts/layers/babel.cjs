// Babel set-up for dependency-cruiser only (the app is built by Vite, not Babel).
// dependency-cruiser reads TypeScript through a transpiler, and stripping types would hide
// `import type` edges. The layer rule counts them (a type-only back-edge still ties a low layer
// to a high one), so this plugin first turns every type-only import, re-export and `import('x')`
// type into a bare `import 'x'`, which the TypeScript preset keeps.
function keepTypeImports({ types: t }) {
  const bare = (source) => t.importDeclaration([], t.stringLiteral(source));
  const typeOnly = (node) =>
    node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
  return {
    name: 'keep-type-imports',
    visitor: {
      Program(path) {
        const extra = new Set();
        path.traverse({
          ImportDeclaration(p) {
            if (typeOnly(p.node)) p.replaceWith(bare(p.node.source.value));
          },
          ExportNamedDeclaration(p) {
            if (p.node.source && (p.node.exportKind === 'type' || typeOnly(p.node))) {
              p.replaceWith(bare(p.node.source.value));
            }
          },
          TSImportType(p) {
            const arg = p.node.argument;
            const source = arg.type === 'StringLiteral' ? arg.value : arg.literal?.value;
            if (typeof source === 'string') extra.add(source);
          },
        });
        for (const source of extra) path.unshiftContainer('body', bare(source));
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
};
