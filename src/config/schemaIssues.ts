/** Turns ajv errors into the validator's one-line issues: pointer, what was expected, what was found, a hint. */
import type { ErrorObject } from 'ajv';
import { mismatch, show, type Issue } from './crossCheck.ts';

/** The value at a JSON pointer (RFC 6901) inside a document, or undefined. */
export function valueAt(doc: unknown, pointer: string): unknown {
  if (!pointer) return doc;
  let node: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const esc = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/** Schema-level property names allowed at the place an additionalProperties error points to. */
function allowedKeys(err: ErrorObject): string[] {
  const schema = err.parentSchema as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.properties ?? {});
}

/** One issue per ajv error (ajv's own wording only as the last resort). */
export function schemaIssues(
  file: string,
  doc: unknown,
  errors: ErrorObject[] | null | undefined,
  base = '',
): Array<Pick<Issue, 'pointer' | 'message'> & { file: string }> {
  const out: Array<{ file: string; pointer: string; message: string }> = [];
  const seen = new Set<string>();
  for (const err of errors ?? []) {
    // propertyNames reports twice (the inner keyword and propertyNames itself): keep the inner one.
    if (err.keyword === 'propertyNames') continue;
    const found = valueAt(doc, err.instancePath);
    let pointer = base + err.instancePath;
    let message: string;
    // biome-ignore lint/suspicious/noExplicitAny: ajv types params per keyword only loosely; each case below reads the fields of its own keyword
    const p = err.params as Record<string, any>;
    switch (err.keyword) {
      case 'additionalProperties': {
        const keys = allowedKeys(err);
        pointer += `/${esc(p.additionalProperty)}`;
        message =
          `expected one of the keys ${keys.map(show).join(', ')}, found unknown key ${show(p.additionalProperty)}` +
          hintOf(mismatch('', p.additionalProperty, keys));
        break;
      }
      case 'required':
        message = `expected key ${show(p.missingProperty)}, found nothing`;
        break;
      case 'type':
        message = `expected ${String(p.type).replace(',', ' or ')}, found ${typeOf(found)} ${show(found)}`;
        break;
      case 'enum':
        message = mismatch(`one of ${(p.allowedValues as unknown[]).map(show).join(', ')}`, found, (p.allowedValues as unknown[]).map(String));
        break;
      case 'const':
        message = mismatch(show(p.allowedValue), found);
        break;
      case 'pattern': {
        // A schema pattern carries its words in `x-patternHint`; the expression is the fallback.
        const hint = (err.parentSchema as { 'x-patternHint'?: unknown } | undefined)?.['x-patternHint'];
        const wanted = typeof hint === 'string' ? hint : `a string matching /${p.pattern}/`;
        if (p.propertyName === undefined && err.propertyName === undefined) message = mismatch(wanted, found);
        else {
          const name = err.propertyName ?? p.propertyName;
          pointer += `/${esc(String(name))}`;
          message = `expected a key of ${typeof hint === 'string' ? hint : `the form /${p.pattern}/`}, found ${show(name)}`;
        }
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        message = `expected a number ${p.comparison} ${p.limit}, found ${show(found)}`;
        break;
      case 'minItems':
        message = `expected at least ${p.limit} item(s), found ${Array.isArray(found) ? found.length : show(found)}`;
        break;
      case 'minLength':
        message = `expected at least ${p.limit} character(s), found ${show(found)}`;
        break;
      case 'maxLength':
        message = `expected at most ${p.limit} character(s), found ${show(found)}`;
        break;
      case 'maxItems':
        message = `expected at most ${p.limit} item(s), found ${Array.isArray(found) ? found.length : show(found)}`;
        break;
      case 'uniqueItems':
        message = `expected unique items, found items ${p.j} and ${p.i} equal`;
        break;
      case 'format':
        message = mismatch(`a ${show(p.format)} string`, found);
        break;
      default:
        // ajv's own texts are left out of the compiled validators (messages: false), so name the rule.
        message = `expected the schema rule ${show(err.keyword)} ${JSON.stringify(p)} to hold, found ${show(found)}`;
    }
    const key = `${pointer}\u0000${message}`;
    if (!seen.has(key)) out.push({ file, pointer, message });
    seen.add(key);
  }
  return out;
}

/** The " — did you mean …?" tail of a mismatch text, or nothing. */
function hintOf(text: string): string {
  const i = text.indexOf(' — did you mean');
  return i >= 0 ? text.slice(i) : '';
}
