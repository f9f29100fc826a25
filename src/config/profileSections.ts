/**
 * The profile's one section table: every section the profile area serves, with its path, the text id of
 * its tab and dashboard link, the brand feature it belongs to and where it is linked from. Data only (no
 * React, no functions): the route table (./routes.ts) derives the profile routes and the helpers the
 * profile pages use for their tabs, their section switch and the dashboard's links from it; the component
 * of each section is in src/pages/profile/sectionViews.tsx, keyed by the same ids (a section without one
 * fails the typecheck).
 */
import type { BrandFeatures } from './types';

/** The profile area's path: the layout route, and the prefix of every section's path. */
export const PROFILE_PATH = '/profile';

/** Where a section is linked from: the profile's tab row, the dashboard's list of links. */
export type ProfilePlace = 'tab' | 'dashboard';

/** A section linked from a place has a text for its link; one linked from nowhere needs none. */
type Linked = { labelId: string } & { [place in ProfilePlace]?: true };
type Unlinked = { labelId?: undefined } & { [place in ProfilePlace]?: undefined };

export type ProfileSectionDef = {
  /** The path after `/profile/` ('' is the profile's index). */
  path: string;
  /** The brand feature (brand.json features) the section belongs to: when it is off the path is not found and nothing links it. */
  feature?: keyof BrandFeatures;
} & (Linked | Unlinked);

/**
 * Every profile section by id; the order is the order of the tabs and of the dashboard's links. The route
 * of a section is named `profile` + its id with a capital (`topUp` → `profileTopUp`; `index` → `profile`).
 * Dashboard, settings and responsible gambling are named in the spec's profile sections (§2) but not in its
 * route list: their paths were chosen here.
 */
export const PROFILE_SECTIONS = {
  index: { path: '' },
  casinoHistory: { path: 'casino-history', labelId: 'profile.tab.casinoHistory', tab: true, dashboard: true },
  betHistory: { path: 'bet-history', labelId: 'profile.tab.betHistory', feature: 'sport', tab: true, dashboard: true },
  transactionsHistory: { path: 'transactions-history', labelId: 'profile.tab.transactions', tab: true, dashboard: true },
  balanceHistory: { path: 'balance-history', labelId: 'profile.tab.balanceHistory', tab: true, dashboard: true },
  bonus: { path: 'bonus', labelId: 'profile.tab.bonus', feature: 'bonus', tab: true, dashboard: true },
  userinfo: { path: 'userinfo', labelId: 'profile.tab.userInfo', tab: true, dashboard: true },
  changeLanguage: { path: 'change-language', labelId: 'profile.tab.changeLanguage', tab: true, dashboard: true },
  changePassword: { path: 'change-password', labelId: 'profile.tab.changePassword', tab: true },
  contacts: { path: 'contacts', labelId: 'profile.tab.contacts', tab: true, dashboard: true },
  dashboard: { path: 'dashboard', labelId: 'profile.tab.dashboard', tab: true },
  topUpHistory: { path: 'payment/history/top-up', labelId: 'profile.tab.topUpHistory', tab: true, dashboard: true },
  withdrawalHistory: { path: 'payment/history/withdrawal', labelId: 'profile.tab.withdrawalHistory', tab: true, dashboard: true },
  cashbackHistory: { path: 'cashback-history', labelId: 'profile.tab.cashback', feature: 'cashback', tab: true, dashboard: true },
  promocode: { path: 'promocode', labelId: 'profile.tab.promocode', feature: 'promoCodes', tab: true, dashboard: true },
  referral: { path: 'referral', labelId: 'profile.tab.referral', feature: 'referral', tab: true, dashboard: true },
  verification: { path: 'verification', labelId: 'profile.tab.verification', feature: 'verification', tab: true, dashboard: true },
  verificationConfirmed: { path: 'verification-confirmed', feature: 'verification' },
  settings: { path: 'settings', labelId: 'profile.tab.settings', tab: true, dashboard: true },
  responsibleGambling: { path: 'responsible-gambling', labelId: 'profile.tab.responsibleGambling', feature: 'responsibleGambling', tab: true },
  topUp: { path: 'payment/top-up' },
  withdrawal: { path: 'payment/withdrawal' },
} as const satisfies Record<string, ProfileSectionDef>;

export type ProfileSectionId = keyof typeof PROFILE_SECTIONS;
