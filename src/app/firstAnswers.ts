import type { EarlyAnswer } from '../api';

/**
 * The first screen's list requests, sent by the prerendered page itself: a small script in its head (written at
 * build time: firstRequests.ts) asks for the lists the page's first screen shows while the
 * app's code is still downloading, and leaves the answers' promises on `window` under this name, by the key of
 * the request on the wire (api/client.ts `wireKey`). Start-up hands them to the API client, which answers a call
 * that is the same on the wire with one of them instead of asking again.
 */
export const FIRST_ANSWERS = 'croupierFirstAnswers';

/**
 * Takes the page's early answers off `window` (nothing is left there for other code to read). They answer the calls
 * of start-up — two route providers served by one endpoint make the same call, one after the other — and are
 * dropped when `until` settles (the first render: every first-screen list has been asked for by then), so a later
 * call never gets an answer from the page's start. A call's retry asks the network (api/client.ts).
 */
export function takeFirstAnswers(win: object, until: Promise<void>): (key: string) => Promise<EarlyAnswer> | undefined {
  const page = win as Record<string, Record<string, Promise<EarlyAnswer>> | undefined>;
  const answers = new Map(Object.entries(page[FIRST_ANSWERS] ?? {}));
  delete page[FIRST_ANSWERS];
  void until.then(() => answers.clear());
  return (key) => answers.get(key);
}
