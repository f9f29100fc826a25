// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, Box, IconButton, Text } from '@chakra-ui/react';
import { defineStaticStyles } from './staticStyles';
import { render } from '../../../tests/support/casinoUi';

let view: ReturnType<typeof render> | undefined;
afterEach(() => view?.unmount());

const box = {
  position: 'absolute',
  inset: '[0]',
  display: 'flex',
  gap: '2',
  p: '2',
  bg: 'gray.100',
  opacity: { base: '[1]', md: '[0]' },
  _groupHover: { opacity: '[1]' },
} as const;
const text = { fontSize: 'sm', fontWeight: 'semibold', textAlign: 'center', lineClamp: 2 } as const;
const useClasses = defineStaticStyles({
  box: () => [box],
  text: () => [text],
  badge: ({ getRecipeFn }) => [getRecipeFn('badge')({}), { bg: 'red.500', color: 'white' }],
  iconButton: ({ getRecipeFn }) => [
    {},
    getRecipeFn('button')({ size: 'xs', variant: 'ghost' }),
    { px: '[0]', py: '[0]', _icon: { fontSize: '[1.2em]' }, position: 'absolute', top: '1', color: 'red.500' },
  ],
});

function Static() {
  const c = useClasses();
  return (
    <div data-testid="static">
      <div className={c.box} />
      <p className={c.text} />
      <span className={`chakra-badge ${c.badge}`} />
      <button type="button" className={`chakra-button ${c.iconButton}`} />
    </div>
  );
}

function Chakra() {
  return (
    <div data-testid="chakra">
      <Box {...box} />
      <Text {...text} />
      <Badge bg="red.500" color="white" />
      <IconButton aria-label="x" size="xs" variant="ghost" position="absolute" top="1" color="red.500" />
    </div>
  );
}

describe('defineStaticStyles', () => {
  it('gives plain elements the very classes Chakra components get for the same styles, recipes included, with their rules in the page', () => {
    view = render(
      <>
        <Static />
        <Chakra />
      </>,
    );
    const classes = (id: string) => [...view!.container.querySelectorAll(`[data-testid="${id}"] > *`)].map((e) => e.getAttribute('class'));
    const mine = classes('static');
    expect(mine.every((c) => /css-\w+/.test(c ?? ''))).toBe(true);
    expect(mine).toEqual(classes('chakra'));
    const rules = [...document.styleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
    for (const c of mine) expect(rules).toContain(`.${/css-\w+/.exec(c!)![0]}`);
  });

  it('resolves each style once per system: the same object on every render', () => {
    let first: unknown;
    let again: unknown;
    function Probe({ slot }: { slot: 'a' | 'b' }) {
      const c = useClasses();
      if (slot === 'a') first = c;
      else again = c;
      return null;
    }
    view = render(
      <>
        <Probe slot="a" />
        <Probe slot="b" />
      </>,
    );
    expect(first).toBe(again);
  });
});
