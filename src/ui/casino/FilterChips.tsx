import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Button, HStack, Image } from '@chakra-ui/react';
import { radius, tok } from './tokens';

export interface ChipOption {
  id: string;
  label: string;
  /** Logo URL (provider filters). */
  logo?: string;
}

interface FilterChipsProps {
  options: readonly ChipOption[];
  selected: readonly string[];
  onToggle(id: string): void;
  /** data-testid of each chip; its option id goes to data-<kind>. */
  testId: 'category-tab' | 'provider-filter';
  ariaLabel: string;
}

interface ChipProps {
  id: string;
  label: string;
  logo?: string;
  on: boolean;
  testId: FilterChipsProps['testId'];
  onToggle(id: string): void;
}

/** One chip; memoised, so a tap renders again only the chips whose state changed. */
const Chip = memo(function Chip({ id, label, logo, on, testId, onToggle }: ChipProps) {
  const dataAttr = testId === 'category-tab' ? 'data-category' : 'data-provider';
  return (
    <Button
      size="sm"
      flexShrink={0}
      borderRadius={radius.button}
      data-testid={testId}
      {...{ [dataAttr]: id }}
      aria-pressed={on}
      variant={on ? 'solid' : 'outline'}
      bg={on ? tok.primary : undefined}
      color={on ? tok.primaryText : tok.text}
      borderColor={tok.border}
      onClick={() => onToggle(id)}
    >
      {/* a fixed box: the chip is as wide before the logo loads as after, so the row does not move */}
      {logo && <Image src={logo} alt="" aria-hidden="true" h="4" w="10" flexShrink={0} objectFit="contain" />}
      {label}
    </Button>
  );
});

/** A scrollable row of toggle buttons: category tabs (one selected) or provider filters (several). */
export function FilterChips({ options, selected, onToggle, testId, ariaLabel }: FilterChipsProps) {
  // the chips get one function for the row's life; it calls the latest onToggle
  const latest = useRef(onToggle);
  useLayoutEffect(() => {
    latest.current = onToggle;
  });
  const toggle = useCallback((id: string) => latest.current(id), []);
  return (
    <HStack role="group" aria-label={ariaLabel} gap="2" overflowX="auto" pb="1" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
      {options.map((o) => (
        <Chip key={o.id} id={o.id} label={o.label} logo={o.logo} on={selected.includes(o.id)} testId={testId} onToggle={toggle} />
      ))}
    </HStack>
  );
}
