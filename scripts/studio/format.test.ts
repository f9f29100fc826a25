import { describe, expect, it } from 'vitest';
import { formatBrandFile, orderLike } from './format';

describe('studio save formatting', () => {
  it('keeps the original key order at every depth and appends new keys', () => {
    const original = { $schema: '../../schemas/theme.schema.json', fonts: { heading: 'a', body: 'b' }, light: { bg: '#fff', primary: '#000' } };
    const edited = {
      light: { primary: '#f00', accent: '#0f0', bg: '#fff' },
      fonts: { body: 'b', heading: 'a' },
      $schema: '../../schemas/theme.schema.json',
      radii: { button: 4 },
    };
    expect(formatBrandFile(original, edited)).toBe(
      `{
  "$schema": "../../schemas/theme.schema.json",
  "fonts": {
    "heading": "a",
    "body": "b"
  },
  "light": {
    "bg": "#fff",
    "primary": "#f00",
    "accent": "#0f0"
  },
  "radii": {
    "button": 4
  }
}
`,
    );
  });

  it('puts $schema back first when the edit dropped it, and drops keys the edit removed', () => {
    const text = formatBrandFile({ $schema: 's', a: 1, b: 2 }, { b: 3 });
    expect(text).toBe('{\n  "$schema": "s",\n  "b": 3\n}\n');
  });

  it('orders objects inside arrays by the item at the same index; arrays keep the edited order', () => {
    expect(
      orderLike(
        [{ id: 'x', label: 'X' }],
        [
          { label: 'Y', id: 'y' },
          { label: 'Z', id: 'z' },
        ],
      ),
    ).toEqual([
      { id: 'y', label: 'Y' },
      { label: 'Z', id: 'z' },
    ]);
    expect(JSON.stringify(orderLike([{ id: 'x', label: 'X' }], [{ label: 'Y', id: 'y' }]))).toBe('[{"id":"y","label":"Y"}]');
    expect(orderLike(['a', 'b'], ['b', 'a'])).toEqual(['b', 'a']);
  });
});
