import { Box, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../ui/casino/EmptyState';
import { radius, tok } from '../../ui/casino/tokens';
import { CasinoGames } from './CasinoGames';
import { PageTitle } from './PageTitle';
import { providerPath } from '../../catalogue/paths';
import { providerLogo, useCasinoBase } from './useCasino';

/** Every provider that is not banned, as logo cards linking to its games. */
export const ProvidersView = observer(function ProvidersView() {
  const { root, label } = useCasinoBase();
  const providers = root.casino.visibleProviders;
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} data-testid="providers-page">
      <PageTitle>{label('casino.providers')}</PageTitle>
      {providers.length === 0 ? (
        <EmptyState message={label('casino.providers.empty')} />
      ) : (
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 6 }} gap="3">
          {providers.map((p) => {
            const logo = providerLogo(root, p, 'big');
            return (
              <Box
                key={p.id}
                asChild
                data-testid="provider-card"
                data-provider={p.id}
                p="4"
                bg={tok.surface}
                borderRadius={radius.card}
                borderWidth="[1px]"
                borderColor={tok.border}
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="2"
                _hover={{ borderColor: tok.primary }}
                _focusVisible={{ outline: '2px solid', outlineColor: tok.primary }}
              >
                <Link to={providerPath(p.id)}>
                  {logo && <Image src={logo} alt="" aria-hidden="true" h="10" maxW="full" objectFit="contain" loading="lazy" />}
                  <Text fontWeight="semibold" color={tok.text}>
                    {p.name}
                  </Text>
                </Link>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
});

/** /casino/provider/:provider: one provider's games (an unknown or banned provider gets a notice). */
export const ProviderGamesView = observer(function ProviderGamesView() {
  const { root, label } = useCasinoBase();
  const { provider = '' } = useParams();
  const entry = root.casino.visibleProviders.find((p) => p.id === provider);
  if (!entry) {
    return (
      <Stack p={{ base: '3', md: '6' }} data-testid="provider-page">
        <EmptyState message={label('casino.provider.unknown')} />
      </Stack>
    );
  }
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} data-testid="provider-page" data-provider={entry.id}>
      <PageTitle>{entry.name}</PageTitle>
      <CasinoGames filters={{ selectedProviders: [entry.id] }} providerIds={[entry.id]} empty={<EmptyState message={label('casino.list.empty')} />} />
    </Stack>
  );
});
