import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { formatDailyTime } from '../../i18n/format';
import { cashbackKindValues } from '../../i18n/labelValues';
import { useStore } from '../../ui/StoreContext';
import { Muted, Page } from '../../ui/common/Page';

/** Casino cashback promotion: the brand's cashback rates and when they are paid. */
const CashbackPage = observer(function CashbackPage() {
  const { config, app } = useStore();
  const intl = useIntl();
  const { kinds, payoutTime, timeZone } = config.rules.cashback;
  const shown = kinds.filter((k) => !k.casinoType || !app.isCasinoTypeBanned(k.casinoType));
  // The time in the language's clock style and the zone's name in the language, never the raw zone id.
  const when = formatDailyTime(payoutTime, timeZone, intl.locale);
  return (
    <Page title={<FormattedMessage id="cashback.title" />} testId="cashback-page">
      <Muted id="cashback.intro" values={when} />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4" mt="6">
        {shown.map((k) => (
          <Box key={k.id} p="5" bg="brand.surface" borderRadius="card" borderWidth="[1px]" borderColor="brand.border" textAlign="center">
            <Text fontSize="3xl" fontWeight="bold" color="brand.primary">
              <FormattedNumber value={k.percent / 100} style="percent" />
            </Text>
            <Text>
              <FormattedMessage id={k.labelId} values={cashbackKindValues(k, config.providers.providers, intl.locale)} />
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Page>
  );
});
export default CashbackPage;
