import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from '../../ui/StoreContext';
import { weekdayName } from '../../i18n/weekday';
import { Muted, Page } from '../../ui/common/Page';

/** Referral programme overview; players go on to their referral tab in the profile. */
const ReferralInfoPage = observer(function ReferralInfoPage() {
  const { config, auth, app } = useStore();
  const intl = useIntl();
  const { payoutDay, payoutTime } = config.rules.referral;
  return (
    <Page title={<FormattedMessage id="referral.title" />} testId="referral-page">
      <Stack gap="4" align="flex-start">
        <Muted>
          <FormattedMessage id="referral.intro" />
        </Muted>
        <Muted>
          <FormattedMessage id="referral.payout" values={{ day: weekdayName(payoutDay, intl.locale), time: payoutTime }} />
        </Muted>
        {auth.isAuth ? (
          <Button asChild bg="brand.primary" color="brand.primaryText" borderRadius="button">
            <RouterLink to="/profile/referral">
              <FormattedMessage id="referral.open" />
            </RouterLink>
          </Button>
        ) : (
          <Button bg="brand.primary" color="brand.primaryText" borderRadius="button" onClick={() => app.openAuthModal('SignIn')}>
            <FormattedMessage id="header.login" />
          </Button>
        )}
      </Stack>
    </Page>
  );
});
export default ReferralInfoPage;
