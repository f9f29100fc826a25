/**
 * Every path pattern the engine's router serves. Menus and footers in navigation.json may only link
 * to these; the validator checks each route against this list so a brand cannot ship a dead link.
 * The router (src/app) should build its table from the same names when it can.
 */
export const KNOWN_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/auth',
  // casino list family
  '/casino',
  '/casino/top',
  '/casino/fav',
  '/casino/slots',
  '/casino/live',
  '/casino/crash',
  '/casino/virtual',
  '/casino/providers',
  '/casino/provider/:provider',
  '/casino/filters',
  '/casino/search',
  '/casino/lobby',
  '/casino/top-games',
  '/casino/recommended',
  '/casino/recently-played',
  '/casino/all',
  '/casino/favorites',
  '/casino/category/:category',
  // a casino type page: the brand's catalogue.json casinoTypes[].path (the validator requires a configured type)
  '/casino/:type',
  '/casino/game/:provider/:gameId',
  '/m/casino/game/:provider/:gameId',
  // promotions
  '/promotions',
  '/promotions/casino-cashback',
  '/promotions/:id',
  // top level
  '/contacts',
  '/flat-pages/:name',
  '/referral',
  '/major-vip',
  '/sport-rules',
  '/sport-rules/old/:sport',
  '/sport-rules/new/:sport',
  '/bet-rules/:n',
  // bookmaker frame
  '/bc',
  '/bc/sport',
  '/bc/category/:category',
  '/bc/prematch',
  '/bc/dashboard',
  '/bc/overview',
  '/bc/results',
  '/bc/live',
  '/bc/bet-history',
  // second sport frame
  '/digsport',
  '/digsport/:category',
  '/digsport/home',
  '/digsport/live',
  '/digsport/line',
  '/digsport/favorite',
  '/digsport/results',
  '/digsport/calendar',
  '/digsport/search',
  '/digsport/bet-history',
  // profile
  '/profile',
  '/profile/casino-history',
  '/profile/transactions-history',
  '/profile/balance-history',
  '/profile/change-password',
  '/profile/userinfo',
  '/profile/cashback-history',
  '/profile/bet-history',
  '/profile/promocode',
  '/profile/referral',
  '/profile/payment/top-up',
  '/profile/payment/withdrawal',
  '/profile/payment/history/top-up',
  '/profile/payment/history/withdrawal',
  '/profile/contacts',
  '/profile/change-language',
  '/profile/verification',
  '/profile/verification-confirmed',
  '/profile/bonus',
  '/verify/:code',
];

/** True when a concrete path (or a pattern) is served by one of the patterns; `:param` matches one segment. */
export function isKnownRoute(path: string, patterns: readonly string[] = KNOWN_ROUTE_PATTERNS): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const segs = clean.split('/');
  return patterns.some((pattern) => {
    const p = pattern.split('/');
    return p.length === segs.length && p.every((part, i) => part.startsWith(':') || part === segs[i]);
  });
}

/** The pattern that serves the brand's casino type pages; a link matching only it must name a configured type. */
export const CASINO_TYPE_PATTERN = '/casino/:type';
