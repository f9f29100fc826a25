import type { RootStore } from '../models/RootStore';
import { columnsAt } from '../ui/casino/columns';
import { paintFirstPictures } from '../ui/casino/firstPictures';

/**
 * Start-up's first pictures: once all the lists of a first-screen grid have answered, its games' pictures are
 * painted into the grid's skeletons (ui/casino/firstPictures.ts). They are the games the grid will show, in its
 * order — the store's own index and assembly over the answers the first render still holds out of the tree
 * (CatalogueStore `queryWith`) — on a phone a second or so before the page has hydrated and shows them as tiles. A
 * grid whose lists never answer keeps its skeletons; a grid the page does not show (or shows already) is not painted.
 *
 * Settles once every grid has been painted and the pictures of its first row have loaded (or failed): what
 * start-up may wait for before its next long task, so the phone can show them first (boot.ts). It never
 * settles while a grid's lists have not answered.
 */
export function startFirstPictures(root: RootStore, where: { pathname: string; search: string }, doc: Document, width: number): Promise<void> {
  const casino = root.casino;
  const firstRow = columnsAt(width);
  return Promise.all(
    casino.firstScreenGrids(where).map((grid) =>
      casino.heldAnswers(grid.providerIds).then((lists) => {
        const painted = paintFirstPictures(
          doc,
          grid.slot,
          casino.queryWith(lists, grid.filters, grid.limit).map((g) => g.imageUrl),
          width,
        );
        if (painted.length) performance.mark('croupier:pictures');
        return Promise.all(painted.slice(0, firstRow).map((img) => img.decode().catch(() => undefined)));
      }),
    ),
  ).then(() => undefined);
}
