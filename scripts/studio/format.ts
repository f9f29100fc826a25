/**
 * How the studio writes a brand file back: the edited document with the original file's key order
 * (new keys appended after the known ones), `$schema` kept first, 2-space JSON and a trailing newline —
 * the shape every brand file in the repository has, so a save shows only the real change in a diff.
 */
type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

/** `edited` with the keys of every object in the order `original` had them; keys new to `original` come after. Pure. */
export function orderLike(original: Json, edited: Json): Json {
  if (Array.isArray(edited)) return edited.map((v, i) => orderLike(Array.isArray(original) ? original[i] : undefined, v));
  if (!isObject(edited)) return edited;
  const before = isObject(original) ? original : {};
  const out: Record<string, Json> = {};
  for (const key of Object.keys(before)) if (key in edited) out[key] = orderLike(before[key], edited[key]);
  for (const key of Object.keys(edited)) if (!(key in out)) out[key] = orderLike(undefined, edited[key]);
  return out;
}

/** The text the studio writes for a brand file: original key order, `$schema` kept (first, as in every brand file). */
export function formatBrandFile(original: Json, edited: Json): string {
  let doc = orderLike(original, edited);
  if (isObject(doc) && isObject(original) && typeof original.$schema === 'string' && doc.$schema === undefined) doc = { $schema: original.$schema, ...doc };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
