import type { RootStore } from '../models/RootStore';
import { paintFirstPictures } from '../ui/casino/firstPictures';

/**
 * Start-up's first pictures: once all the lists of a first-screen grid have answered, its games' pictures are
 * painted into the grid's skeletons (ui/casino/firstPictures.ts). They are the games the grid will show, in its
 * order — the store's own index and assembly over the answers the first render still holds out of the tree
 * (CatalogueStore `queryWith`) — on a phone a second or so before the page has hydrated and shows them as tiles. A
 * grid whose lists never answer keeps its skeletons; a grid the page does not show (or shows already) is not painted.
 */
export function startFirstPictures(root: RootStore, where: { pathname: string; search: string }, doc: Document, width: number): void {
  const casino = root.casino;
  for (const grid of casino.firstScreenGrids(where)) {
    void casino.heldAnswers(grid.providerIds).then((lists) => {
      if (
        paintFirstPictures(
          doc,
          grid.slot,
          casino.queryWith(lists, grid.filters, grid.limit).map((g) => g.imageUrl),
          width,
        )
      ) {
        performance.mark('croupier:pictures');
      }
    });
  }
}
