type Part = string | { name: string; lower: boolean };
/** Templates split once into literal text and placeholders (a list fills one template per game). */
const compiled = new Map<string, Part[]>();

function compile(template: string): Part[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = [];
    const re = /\{(\w+)(\|lower)?\}/g;
    let last = 0;
    for (let m = re.exec(template); m; m = re.exec(template)) {
      if (m.index > last) parts.push(template.slice(last, m.index));
      parts.push({ name: m[1], lower: m[2] !== undefined });
      last = m.index + m[0].length;
    }
    if (last < template.length) parts.push(template.slice(last));
    if (compiled.size > 100) compiled.clear();
    compiled.set(template, parts);
  }
  return parts;
}

/**
 * Fills {name} placeholders; {name|lower} lowercases the value. Unknown placeholders become empty.
 * Values are URL-encoded unless `raw` names them (e.g. origin, which is already a URL).
 */
export function fillTemplate(template: string, values: Record<string, string | number | undefined>, raw: string[] = []): string {
  let out = '';
  for (const part of compile(template)) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const v = values[part.name];
    let s = v === undefined ? '' : String(v);
    if (part.lower) s = s.toLowerCase();
    out += raw.includes(part.name) ? s : encodeURIComponent(s);
  }
  return out;
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
