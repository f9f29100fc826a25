/** A game grid's columns at each of Chakra's breakpoints (GameGrid's template; the first pictures' first row). */
export const gridColumns = { base: 2, sm: 3, md: 4, lg: 5, xl: 6 } as const;
/** Chakra's breakpoints (px) that gridColumns switches at. */
const BREAKPOINTS = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** How many tiles a row of the grid holds at a window width (gridColumns at Chakra's breakpoints). */
export function columnsAt(width: number): number {
  let columns: number = gridColumns.base;
  for (const [name, px] of Object.entries(BREAKPOINTS)) if (width >= px) columns = gridColumns[name as keyof typeof BREAKPOINTS];
  return columns;
}
