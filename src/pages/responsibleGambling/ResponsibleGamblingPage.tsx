import { Box, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { HelpLine } from '../../ui/common/HelpLine';
import { useStore } from '../../ui/StoreContext';
import { Page } from '../../ui/common/Page';
import { ProfileLinkOrSignIn } from '../../ui/common/ProfileLinkOrSignIn';

/** /responsible-gambling: the brand's texts (rg.page.*), the tools it offers with their periods, and its help line. */
const ResponsibleGamblingPage = observer(function ResponsibleGamblingPage() {
  const { responsibleGambling: rg } = useStore();
  const intl = useIntl();
  const s = rg.settings;
  if (!s) return null;
  const days = (list: number[]) => list.map((d) => intl.formatMessage({ id: 'rg.days' }, { days: d })).join(', ');
  const limitNames = s.limits.map((k) => intl.formatMessage({ id: `rg.limit.${k}` })).join(', ');
  return (
    <Page title={<FormattedMessage id="rg.page.title" />} testId="rg-page">
      <Stack gap="4" maxW="[760px]">
        <Text>
          <FormattedMessage id="rg.page.intro" />
        </Text>
        <Text>
          <FormattedMessage id="rg.page.commitment" />
        </Text>
        <Text fontWeight="semibold">
          <FormattedMessage id="rg.page.toolsTitle" />
        </Text>
        <List.Root ps="5" gap="2" data-testid="rg-page-tools">
          <List.Item>
            <FormattedMessage id="rg.page.tool.limits" values={{ limits: limitNames, hours: s.coolingPeriodHours }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="rg.page.tool.realityCheck" values={{ minutes: s.realityCheck.allowedMinutes.join(', ') }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="rg.page.tool.timeOut" values={{ periods: days(s.timeOutDays) }} />
          </List.Item>
          <List.Item>
            <FormattedMessage id="rg.page.tool.selfExclusion" values={{ periods: days(s.selfExclusionDays) }} />
          </List.Item>
        </List.Root>
        <Text>
          <FormattedMessage id="rg.page.signs" />
        </Text>
        <HelpLine testId="rg-page-help" />
        <Box>
          <ProfileLinkOrSignIn
            to="/profile/responsible-gambling"
            labelId="rg.page.toSettings"
            signInLabelId="rg.page.signIn"
            testIds={{ link: 'rg-page-settings', signIn: 'rg-page-sign-in' }}
          />
        </Box>
      </Stack>
    </Page>
  );
});
export default ResponsibleGamblingPage;
