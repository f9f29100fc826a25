/**
 * Fills {name} placeholders; {name|lower} lowercases the value. Unknown placeholders become empty.
 * Values are URL-encoded unless `raw` names them (e.g. origin, which is already a URL).
 */
export function fillTemplate(
  template: string,
  values: Record<string, string | number | undefined>,
  raw: string[] = [],
): string {
  return template.replace(/\{(\w+)(\|lower)?\}/g, (_, name: string, lower?: string) => {
    const v = values[name];
    let s = v === undefined ? '' : String(v);
    if (lower) s = s.toLowerCase();
    return raw.includes(name) ? s : encodeURIComponent(s);
  });
}

/** Reads a dot path ("launch_options.game_url"; "" = the value itself) out of a payload. */
export function at(value: unknown, path: string): unknown {
  if (path === '') return value;
  let cur: unknown = value;
  for (const part of path.split('.')) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
