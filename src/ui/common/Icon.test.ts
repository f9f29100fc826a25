import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './Icon';

describe('Icon', () => {
  it('draws exactly the icon names the navigation schema accepts', () => {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'schemas', 'navigation.schema.json'), 'utf8'));
    expect([...ICON_NAMES].sort()).toEqual([...schema.$defs.iconName.enum].sort());
  });
});
