import type { RootStore } from '../models/RootStore';
import { isWideNow } from '../ui/common/wideQuery';

type Where = { pathname: string; search: string };

/**
 * Starts what the first screen of a casino lobby or type path shows: its lists through the casino store (for the
 * layout's platform, `nextTask` between every few) and, when a lobby strip is above the first games row, the
 * strip's store. Its views' chunk is `startFirstScreenViews`: start-up asks for it only once the first pictures are
 * on screen, as a view module evaluates the app's render code when it arrives (app/boot.ts).
 */
export async function startCasinoFirstScreen(root: RootStore, where: Where, win: Pick<Window, 'matchMedia'>, nextTask?: () => Promise<void>): Promise<void> {
  for (const kind of root.casino.firstScreenStrips(where.pathname)) void root.loadPageStore(kind).catch(() => undefined);
  await root.casino.startFirstScreen(where, isWideNow(win) ? 'desktop' : 'mobile', nextTask);
}

/** Starts downloading the lobby strips' chunk (HomeView's lazy strips) when a strip is above the first games row at this path. */
export function startFirstScreenViews(root: RootStore, pathname: string): void {
  if (root.casino.firstScreenStrips(pathname).length) void import('../pages/casino/Extras').catch(() => undefined);
}
