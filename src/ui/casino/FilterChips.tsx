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

/** A scrollable row of toggle buttons: category tabs (one selected) or provider filters (several). */
export function FilterChips({ options, selected, onToggle, testId, ariaLabel }: FilterChipsProps) {
  const dataAttr = testId === 'category-tab' ? 'data-category' : 'data-provider';
  return (
    <HStack role="group" aria-label={ariaLabel} gap="2" overflowX="auto" pb="1" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
      {options.map((o) => {
        const on = selected.includes(o.id);
        return (
          <Button key={o.id} size="sm" flexShrink={0} borderRadius={radius.button} data-testid={testId} {...{ [dataAttr]: o.id }}
            aria-pressed={on} variant={on ? 'solid' : 'outline'} bg={on ? tok.primary : undefined} color={on ? tok.primaryText : tok.text}
            borderColor={tok.border} onClick={() => onToggle(o.id)}>
            {o.logo && <Image src={o.logo} alt="" aria-hidden="true" maxH="4" maxW="10" objectFit="contain" />}
            {o.label}
          </Button>
        );
      })}
    </HStack>
  );
}
