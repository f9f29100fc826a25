import { columnsAt } from './columns';

/** A painted picture fills its skeleton as the tile's own picture will (GameImage), over the skeleton's hiding rule. */
const PICTURE = { display: 'block', width: '100%', height: '100%', objectFit: 'cover', visibility: 'visible', borderRadius: 'inherit' } as const;

/**
 * Paints a first-screen grid's game pictures into its skeleton tiles, in tile order, as plain images: what a
 * phone shows while the app's code builds its theme and hydrates the prerendered page, where it showed grey
 * boxes before. The tiles replace the skeletons once the page renders them, with the same pictures from the
 * cache, in the same boxes. The first row's pictures load first and at once (as the tiles' do), the others
 * when near the screen. A picture that fails leaves its skeleton; a skeleton painted already is left alone.
 * Returns the pictures it painted, in tile order.
 */
export function paintFirstPictures(doc: Document, slot: string, pictures: readonly (string | undefined)[], width: number): HTMLImageElement[] {
  const grid = Array.from(doc.querySelectorAll<HTMLElement>('[data-first-screen]')).find((el) => el.dataset.firstScreen === slot);
  if (!grid) return [];
  const firstRow = columnsAt(width);
  const painted: HTMLImageElement[] = [];
  grid.querySelectorAll<HTMLElement>('[data-picture-slot]').forEach((skeleton, i) => {
    const src = pictures[i];
    if (!src || skeleton.firstChild) return;
    const img = doc.createElement('img');
    img.alt = '';
    img.decoding = 'async';
    if (i < firstRow) img.fetchPriority = 'high';
    else img.loading = 'lazy';
    Object.assign(img.style, PICTURE);
    img.addEventListener('error', () => {
      img.remove();
      skeleton.style.animation = '';
    });
    // a still picture, not a pulsing one
    skeleton.style.animation = 'none';
    img.src = src;
    skeleton.append(img);
    painted.push(img);
  });
  return painted;
}
