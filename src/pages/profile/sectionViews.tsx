import { type ComponentType, lazy, type ReactNode } from 'react';
import type { ProfileSectionId } from '../../config/profileSections';

/** A section's component, downloaded on first visit: `load` fetches its module, `View` renders it. */
export interface SectionView {
  load(): Promise<unknown>;
  View: ComponentType;
}

/**
 * The router calls `load` once the profile page is there, before the section's route renders
 * (ProfileSection.tsx loadSection, src/app/routes.tsx); `View` then renders the loaded module at once and
 * suspends only when nothing loaded it first.
 */
function view<M>(load: () => Promise<M>, render: (module: M) => ReactNode): SectionView {
  let loaded: M | undefined;
  const fetch = async () => (loaded = await load());
  const Lazy = lazy(async () => {
    const module = await fetch();
    return { default: () => render(module) };
  });
  return { load: fetch, View: () => (loaded ? render(loaded) : <Lazy />) };
}

// One loader per module: the sections a module holds share its download.
const account = () => import('./sections/Account');
const histories = () => import('./sections/Histories');
const bonus = () => import('./sections/Bonus');
const cashback = () => import('./sections/Cashback');
const promocode = () => import('./sections/Promocode');
const referral = () => import('./sections/Referral');
const changePassword = () => import('./ChangePasswordSection');
const contacts = () => import('../../ui/shell/ContactsList');
const cashDesk = () => import('../../ui/cashdesk/CashDeskSection');
const responsibleGambling = () => import('../../ui/responsibleGambling/ResponsibleGamblingSection');

/** Every profile section's component, by its id in the section table (src/config/profileSections.ts). */
export const SECTION_VIEWS: Record<ProfileSectionId, SectionView> = {
  index: view(histories, (m) => <m.CasinoHistory />),
  casinoHistory: view(histories, (m) => <m.CasinoHistory />),
  betHistory: view(histories, (m) => <m.BetHistory />),
  transactionsHistory: view(histories, (m) => <m.Transactions />),
  balanceHistory: view(histories, (m) => <m.BalanceHistory />),
  topUpHistory: view(histories, (m) => <m.RequestsHistory kind="Deposit" />),
  withdrawalHistory: view(histories, (m) => <m.RequestsHistory kind="Withdrawal" />),
  bonus: view(bonus, (m) => <m.Bonus />),
  cashbackHistory: view(cashback, (m) => <m.Cashback />),
  promocode: view(promocode, (m) => <m.Promocode />),
  referral: view(referral, (m) => <m.Referral />),
  userinfo: view(account, (m) => <m.UserInfo />),
  dashboard: view(account, (m) => <m.Dashboard />),
  settings: view(account, (m) => <m.Settings />),
  changeLanguage: view(account, (m) => <m.ChangeLanguage />),
  verification: view(account, (m) => <m.Verification />),
  verificationConfirmed: view(account, (m) => <m.Verification confirmedPage />),
  changePassword: view(changePassword, (m) => <m.ChangePasswordSection />),
  contacts: view(contacts, (m) => <m.ContactsList />),
  topUp: view(cashDesk, (m) => <m.CashDeskSection kind="Deposit" />),
  withdrawal: view(cashDesk, (m) => <m.CashDeskSection kind="Withdrawal" />),
  responsibleGambling: view(responsibleGambling, (m) => <m.ResponsibleGamblingSection />),
};
