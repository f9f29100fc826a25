// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { paintFirstPictures } from './firstPictures';

/** Two first-screen grids of skeletons, as GameGrid renders them before the lists answer. */
function page(): Document {
  document.body.innerHTML = ['popular', 'crash']
    .map((slot) => `<div data-first-screen="${slot}">${'<div data-picture-slot=""></div>'.repeat(5)}</div>`)
    .join('');
  return document;
}
const pictures = (doc: Document, slot: string) =>
  Array.from(doc.querySelectorAll(`[data-first-screen="${slot}"] [data-picture-slot]`), (s) => s.querySelector('img')?.getAttribute('src') ?? null);

describe('the first pictures', () => {
  it('go into the named grid’s skeletons in tile order, where the game has a picture', () => {
    const doc = page();
    expect(paintFirstPictures(doc, 'popular', ['/a.jpg', '', '/c.jpg', undefined, '/e.jpg', '/f.jpg'], 390)).toHaveLength(3);
    expect(pictures(doc, 'popular')).toEqual(['/a.jpg', null, '/c.jpg', null, '/e.jpg']);
    expect(pictures(doc, 'crash')).toEqual([null, null, null, null, null]);
  });

  it('fill the box, stand still and say nothing to a screen reader (the tile names the game)', () => {
    const doc = page();
    paintFirstPictures(doc, 'crash', ['/a.jpg'], 390);
    const skeleton = doc.querySelector<HTMLElement>('[data-first-screen="crash"] [data-picture-slot]')!;
    const img = skeleton.querySelector('img')!;
    expect(img.alt).toBe('');
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.visibility).toBe('visible');
    expect(skeleton.style.animation).toContain('none');
  });

  it('load the first row at once and ahead, the rest when near the screen', () => {
    const doc = page();
    paintFirstPictures(doc, 'popular', ['/1', '/2', '/3', '/4', '/5'], 390);
    const imgs = Array.from(doc.querySelectorAll<HTMLImageElement>('[data-first-screen="popular"] img'));
    // two columns at 390 px
    expect(imgs.map((i) => i.fetchPriority === 'high')).toEqual([true, true, false, false, false]);
    expect(imgs.map((i) => i.loading === 'lazy')).toEqual([false, false, true, true, true]);
  });

  it('leave a painted skeleton, an unknown grid and a failed picture alone', () => {
    const doc = page();
    paintFirstPictures(doc, 'popular', ['/a.jpg'], 390);
    expect(paintFirstPictures(doc, 'popular', ['/other.jpg'], 390)).toHaveLength(0);
    expect(pictures(doc, 'popular')[0]).toBe('/a.jpg');
    expect(paintFirstPictures(doc, 'nosuch', ['/a.jpg'], 390)).toHaveLength(0);
    const img = doc.querySelector('[data-first-screen="popular"] img')!;
    img.dispatchEvent(new Event('error'));
    expect(pictures(doc, 'popular')[0]).toBeNull();
  });
});
