import { Box, Flex, Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { pathEnabled } from '../../config/routes';
import { useStore } from '../../ui/StoreContext';
import { Loading } from '../../ui/common/Page';

const TABS: Array<[path: string, labelId: string]> = [
  ['/profile/casino-history', 'profile.tab.casinoHistory'],
  ['/profile/bet-history', 'profile.tab.betHistory'],
  ['/profile/transactions-history', 'profile.tab.transactions'],
  ['/profile/balance-history', 'profile.tab.balanceHistory'],
  ['/profile/bonus', 'profile.tab.bonus'],
  ['/profile/userinfo', 'profile.tab.userInfo'],
  ['/profile/change-language', 'profile.tab.changeLanguage'],
  ['/profile/change-password', 'profile.tab.changePassword'],
  ['/profile/contacts', 'profile.tab.contacts'],
  ['/profile/dashboard', 'profile.tab.dashboard'],
  ['/profile/payment/history/top-up', 'profile.tab.topUpHistory'],
  ['/profile/payment/history/withdrawal', 'profile.tab.withdrawalHistory'],
  ['/profile/cashback-history', 'profile.tab.cashback'],
  ['/profile/promocode', 'profile.tab.promocode'],
  ['/profile/referral', 'profile.tab.referral'],
  ['/profile/verification', 'profile.tab.verification'],
  ['/profile/settings', 'profile.tab.settings'],
  ['/profile/responsible-gambling', 'profile.tab.responsibleGambling'],
];

/** Profile area: logged-in players only (others go to casino home), tabs over the sections. */
const ProfileLayout = observer(function ProfileLayout() {
  const { auth, config } = useStore();
  if (!auth.isAuth) return <Navigate to="/casino" replace />;
  const tabs = TABS.filter(([to]) => pathEnabled(to, config.brand.features));
  return (
    <Box px={{ base: 4, md: 8 }} py={6} data-testid="profile">
      <Flex gap={2} wrap="wrap" mb={6} as="nav">
        {tabs.map(([to, id]) => (
          <Link
            key={to}
            asChild
            px={3}
            py={1.5}
            borderRadius="button"
            fontSize="sm"
            borderWidth="1px"
            borderColor="brand.border"
            css={{ '&.active': { bg: 'var(--chakra-colors-brand-primary)', color: 'var(--chakra-colors-brand-primary-text)' } }}
          >
            <NavLink to={to}>
              <FormattedMessage id={id} />
            </NavLink>
          </Link>
        ))}
      </Flex>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
});
export default ProfileLayout;
