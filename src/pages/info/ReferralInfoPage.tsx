import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from '../../ui/StoreContext';
import { weekdayName } from '../../i18n/weekday';
import { Muted, Page } from '../../ui/common/Page';
import { ProfileLinkOrSignIn } from '../../ui/common/ProfileLinkOrSignIn';

/** Referral programme overview; players go on to their referral tab in the profile. */
const ReferralInfoPage = observer(function ReferralInfoPage() {
  const { config } = useStore();
  const intl = useIntl();
  const { payoutDay, payoutTime } = config.rules.referral;
  return (
    <Page title={<FormattedMessage id="referral.title" />} testId="referral-page">
      <Stack gap="4" align="flex-start">
        <Muted id="referral.intro" />
        <Muted id="referral.payout" values={{ day: weekdayName(payoutDay, intl.locale), time: payoutTime }} />
        <ProfileLinkOrSignIn to="/profile/referral" labelId="referral.open" signInLabelId="header.login" />
      </Stack>
    </Page>
  );
});
export default ReferralInfoPage;
