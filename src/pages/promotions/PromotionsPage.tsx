import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, Muted, Page } from '../../ui/common/Page';
import { usePromotions } from './usePromotions';

/** Promotions list: header, description and call to action per promotion. */
const PromotionsPage = observer(function PromotionsPage() {
  const { loading, failed, list } = usePromotions();
  return (
    <Page title={<FormattedMessage id="promotions.title" />} testId="promotions-page">
      {loading && <Loading />}
      {failed && <Muted id="promotions.failed" />}
      {!loading && !failed && list.length === 0 && <Muted id="promotions.empty" />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {list.map((p) => (
          <Box key={p.id} bg="brand.surface" borderRadius="card" overflow="hidden" borderWidth="[1px]" borderColor="brand.border" data-testid="promotion-card">
            {(p.url_mini_image || p.url_image) && <Image src={p.url_mini_image || p.url_image} alt="" w="full" h="[180px]" objectFit="cover" />}
            <Stack p="4" gap="2">
              <Text fontWeight="bold" fontSize="lg">
                {p.header}
              </Text>
              <Text color="brand.textMuted">{p.short_description || p.description}</Text>
              <Button asChild alignSelf="flex-start" bg="brand.primary" color="brand.primaryText" borderRadius="button" size="sm">
                <RouterLink to={`/promotions/${encodeURIComponent(String(p.id))}`}>{p.call_action || <FormattedMessage id="promotions.more" />}</RouterLink>
              </Button>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Page>
  );
});
export default PromotionsPage;
