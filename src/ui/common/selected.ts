/**
 * The colours of the selected one among its siblings — a tab, a menu entry, a choice, a page number: the brand's
 * primary with its text colour; the others plain, on their own (or their variant's) background.
 */
export function selectedColors(selected: boolean) {
  return selected ? ({ bg: 'brand.primary', color: 'brand.primaryText' } as const) : ({ bg: 'transparent', color: 'brand.text' } as const);
}
