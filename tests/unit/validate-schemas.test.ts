/** The schemas themselves: strict and documented, and the pure cross-check usable without a file system (browser). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossCheck, nearest, routeOf } from '../../src/config/crossCheck';
import { BRANDS_DIR, createAjv, loadSchemas, mergeBrand } from '../../scripts/validate/lib';

const schemas = loadSchemas();

/** Every place in a schema that declares properties, with its path. */
function objectsWithProperties(node: unknown, path: string, out: Array<[string, Record<string, any>]> = []) {
  if (Array.isArray(node)) node.forEach((n, i) => objectsWithProperties(n, `${path}/${i}`, out));
  else if (node && typeof node === 'object') {
    const obj = node as Record<string, any>;
    if (obj.properties) out.push([path, obj]);
    for (const [k, v] of Object.entries(obj)) objectsWithProperties(v, `${path}/${k}`, out);
  }
  return out;
}

describe('schemas', () => {
  it('compile under ajv strict mode', () => {
    const ajv = createAjv();
    for (const schema of Object.values(schemas)) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('close every object and describe every property', () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      for (const [path, obj] of objectsWithProperties(schema, name)) {
        if (obj.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
        for (const [key, prop] of Object.entries(obj.properties as Record<string, any>)) {
          if (!prop.description) problems.push(`${path}/properties/${key}: no description`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('crossCheck without file-system hooks', () => {
  it('finds nothing wrong in the reference bundle', () => {
    expect(crossCheck(mergeBrand(join(BRANDS_DIR, 'pampa')))).toEqual([]);
  });

  it('suggests near ids only', () => {
    expect(nearest('pragmatik', ['pragmatic', 'ezugi'])).toBe('pragmatic');
    expect(nearest('Ezugi', ['pragmatic', 'ezugi'])).toBe('ezugi');
    expect(nearest('bingo', ['pragmatic', 'ezugi'])).toBeUndefined();
  });

  it('matches concrete paths and patterns against the route table', () => {
    expect(routeOf('/casino/provider/outcome')).toBe('casinoProvider');
    expect(routeOf('/sport-rules/old/:sport')).toBe('sportRulesOld');
    expect(routeOf('/profile/')).toBe('profile');
    expect(routeOf('/promotions?tab=1')).toBe('promotions');
    expect(routeOf('/casino/nowhere/at/all')).toBeUndefined();
    // A casino type slug is served only when the brand configures it.
    expect(routeOf('/casino/tragamonedas')).toBeUndefined();
    expect(routeOf('/casino/tragamonedas', ['/casino/tragamonedas'])).toBe('casinoType');
  });
});
