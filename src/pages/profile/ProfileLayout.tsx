import { Box, Flex, Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { useStore } from '../../ui/StoreContext';
import { Loading } from '../../ui/common/Page';
import { shownProfileLinks } from './links';

/** Profile area: logged-in players only (others go to casino home), tabs over the sections the table puts there. */
const ProfileLayout = observer(function ProfileLayout() {
  const { auth, config } = useStore();
  if (!auth.isAuth) return <Navigate to="/casino" replace />;
  const tabs = shownProfileLinks('tab', config, auth.user.role);
  return (
    <Box px={{ base: '4', md: '8' }} py="6" data-testid="profile">
      <Flex gap="2" wrap="wrap" mb="6" as="nav">
        {tabs.map(({ to, labelId }) => (
          <Link
            key={to}
            asChild
            px="3"
            py="1.5"
            borderRadius="button"
            fontSize="sm"
            borderWidth="[1px]"
            borderColor="brand.border"
            css={{ '&.active': { bg: 'var(--chakra-colors-brand-primary)', color: 'var(--chakra-colors-brand-primary-text)' } }}
          >
            <NavLink to={to}>
              <FormattedMessage id={labelId} />
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
