import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from '../ui/StoreContext';
import { Page } from './common/Page';

/** Stand-in lobby used only until the casino area's pages exist: the brand's casino types as links. */
const CasinoFallback = observer(function CasinoFallback() {
  const root = useStore();
  const types = root.config.catalogue.casinoTypes.filter((t) => !root.app.isCasinoTypeBanned(t.id));
  return (
    <Page title={<FormattedMessage id="casino.lobby.title" />} testId="casino-lobby">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
        {types.map((t) => (
          <RouterLink key={t.id} to={t.path}>
            <Box p={6} bg="brand.surface" borderRadius="card" borderWidth="1px" borderColor="brand.border" _hover={{ borderColor: 'brand.primary' }}>
              <Text fontWeight="bold">
                <FormattedMessage id={t.labelId} />
              </Text>
            </Box>
          </RouterLink>
        ))}
      </SimpleGrid>
    </Page>
  );
});
export default CasinoFallback;
