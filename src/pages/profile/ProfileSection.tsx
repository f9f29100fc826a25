import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CashDeskSection } from '../../ui/cashdesk/CashDeskSection';
import { ContactsList } from '../../ui/shell/ContactsList';
import NotFoundPage from '../NotFoundPage';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ChangeLanguage, Dashboard, Settings, UserInfo, Verification } from './sections/Account';
import { Bonus } from './sections/Bonus';
import { Cashback } from './sections/Cashback';
import { BalanceHistory, BetHistory, CasinoHistory, RequestsHistory, Transactions } from './sections/Histories';
import { Promocode } from './sections/Promocode';
import { Referral } from './sections/Referral';
import { ResponsibleGamblingSection } from '../../ui/responsibleGambling/ResponsibleGamblingSection';

/** Every profile section by its path after /profile/ (the route table's profile family, src/config/routes.ts). */
export const SECTIONS: Record<string, () => ReactNode> = {
  '': () => <CasinoHistory />,
  'casino-history': () => <CasinoHistory />,
  'bet-history': () => <BetHistory />,
  'transactions-history': () => <Transactions />,
  'balance-history': () => <BalanceHistory />,
  'payment/history/top-up': () => <RequestsHistory kind="Deposit" />,
  'payment/history/withdrawal': () => <RequestsHistory kind="Withdrawal" />,
  bonus: () => <Bonus />,
  'cashback-history': () => <Cashback />,
  promocode: () => <Promocode />,
  referral: () => <Referral />,
  userinfo: () => <UserInfo />,
  'change-password': () => <ChangePasswordSection />,
  dashboard: () => <Dashboard />,
  settings: () => <Settings />,
  'change-language': () => <ChangeLanguage />,
  contacts: () => <ContactsList />,
  verification: () => <Verification />,
  'verification-confirmed': () => <Verification confirmedPage />,
  'payment/top-up': () => <CashDeskSection kind="Deposit" />,
  'payment/withdrawal': () => <CashDeskSection kind="Withdrawal" />,
  'responsible-gambling': () => <ResponsibleGamblingSection />,
};

/** One profile section, chosen by the path after /profile/; a path with no section is not found. */
export default function ProfileSection() {
  const { pathname } = useLocation();
  const key = pathname.replace(/^\/profile\/?/, '').replace(/\/$/, '');
  const render = SECTIONS[key];
  // Keyed by path: a section's filters and local state start fresh on each visit.
  return render ? (
    <Stack gap={4} key={key}>
      {render()}
    </Stack>
  ) : (
    <NotFoundPage />
  );
}
