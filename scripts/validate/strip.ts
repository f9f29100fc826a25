/**
 * Removes every value whose schema says `"x-visibility": "server"` (Backstage-style visibility),
 * so keys and secrets in brand files never reach the browser bundle. Pure: walks data and schema together.
 */
type Schema = Record<string, any>;

/** Follows local `#/$defs/...` references within the same root schema. */
function deref(schema: Schema | undefined, root: Schema): Schema | undefined {
  let s = schema;
  for (let i = 0; s && typeof s.$ref === 'string' && s.$ref.startsWith('#/') && i < 20; i++) {
    s = s.$ref
      .slice(2)
      .split('/')
      .reduce((node: any, k: string) => node?.[k], root);
  }
  return s;
}

/** A copy of `value` without the parts its schema marks server-only. */
export function stripBySchema<T>(value: T, schema: Schema, root: Schema = schema): T {
  const s = deref(schema, root);
  if (!s || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = typeof s.items === 'object' ? s.items : undefined;
    return (items ? value.map((v) => stripBySchema(v, items, root)) : value) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const child = deref(s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined), root);
    if (child?.['x-visibility'] === 'server') continue;
    out[key] = child ? stripBySchema(v, child, root) : v;
  }
  return out as T;
}
