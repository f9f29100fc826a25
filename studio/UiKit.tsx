/** The engine's components (src/ui) in the brand's theme (src/ui/theme buildSystem), light or dark. */
import { Button, ChakraProvider, Input, Stack, HStack, Text, Heading, Badge, Box } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { ThemeFile } from '../src/config/types';
import { FilterChips } from '../src/ui/casino/FilterChips';
import { EmptyState } from '../src/ui/casino/EmptyState';
import { GameTile } from '../src/ui/casino/GameTile';
import type { Game } from '../src/catalogue/types';
import { Modal } from '../src/ui/common/Modal';
import { PasswordInput } from '../src/ui/common/PasswordInput';
import { NumberInput } from '../src/ui/common/NumberInput';
import { Icon, ICON_NAMES } from '../src/ui/common/Icon';
import { buildSystem } from '../src/ui/theme/system';
import { tok } from '../src/ui/casino/tokens';

/** A sample game for the tiles: the picture is the brand's own auth banner when it has one, else the tile's placeholder. */
const sampleGame = (image: string): Game => ({
  id: 'kit-game',
  gameId: 'kit-game',
  gameName: 'Sample game',
  provider: 'Sample studio',
  routeProvider: 'sample',
  imageUrl: image,
  tab: [],
  casinoType: 'slots',
});

export function UiKit({
  theme,
  colorMode,
  messages,
  locale,
  brand,
}: {
  theme: unknown;
  colorMode: 'light' | 'dark';
  messages: Record<string, string>;
  locale: string;
  brand: string;
}) {
  const system = useMemo(() => (theme ? buildSystem(theme as ThemeFile) : undefined), [theme]);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | null>(50);
  const [chips, setChips] = useState<string[]>(['a']);
  const [favourite, setFavourite] = useState(false);
  if (!system) return <p className="muted">The UI kit needs a theme that validates.</p>;
  return (
    <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
      <ChakraProvider value={system}>
        <div className={`kit ${colorMode}`} data-testid="ui-kit">
          <Box bg={tok.bg} color={tok.text} p="6" borderRadius="[12px]">
            <Stack gap="6">
              <Heading>UI kit — {colorMode}</Heading>
              <HStack gap="3" flexWrap="wrap">
                <Button bg={tok.primary} color={tok.primaryText} borderRadius="button">
                  Primary
                </Button>
                <Button variant="outline" color={tok.text} borderColor={tok.border} borderRadius="button">
                  Outline
                </Button>
                <Button variant="ghost" color={tok.text}>
                  Ghost
                </Button>
                <Button disabled borderRadius="button">
                  Disabled
                </Button>
                <Badge>Badge</Badge>
              </HStack>
              <Stack gap="3" maxW="[360px]">
                <Input placeholder="Input" borderRadius="input" />
                <PasswordInput placeholder="Password" />
                <NumberInput value={amount} onValueChange={setAmount} decimals={2} />
              </Stack>
              <FilterChips
                options={[
                  { id: 'a', label: 'Slots' },
                  { id: 'b', label: 'Live' },
                  { id: 'c', label: 'Crash' },
                ]}
                selected={chips}
                onToggle={(id) => setChips((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
                testId="category-tab"
                ariaLabel="categories"
              />
              <HStack gap="2" flexWrap="wrap">
                {ICON_NAMES.map((n) => (
                  <span key={n} title={n}>
                    <Icon name={n as never} />
                  </span>
                ))}
              </HStack>
              <HStack gap="3" align="start">
                {[
                  { hot: true, featured: false, bordered: false },
                  { hot: false, featured: true, bordered: false },
                  { hot: false, featured: false, bordered: true },
                ].map((marks) => (
                  <Box key={JSON.stringify(marks)} w="[150px]">
                    <GameTile
                      game={sampleGame(`/brand-assets/${brand}/${(theme as ThemeFile).images?.authBanner ?? ''}`)}
                      href="#"
                      isFavorite={favourite}
                      marks={marks}
                      onPlay={() => setOpen(true)}
                      onToggleFavorite={() => setFavourite((f) => !f)}
                    />
                  </Box>
                ))}
              </HStack>
              <Box bg={tok.surface} p="4" borderRadius="card">
                <Text>Surface card with text</Text>
              </Box>
              <EmptyState message="Empty state: nothing to show here" testId="kit-empty" />
              <Button onClick={() => setOpen(true)} borderRadius="button">
                Open dialog
              </Button>
              <Modal open={open} onClose={() => setOpen(false)} title="Dialog">
                <Text>The engine's dialog in the brand's theme.</Text>
              </Modal>
            </Stack>
          </Box>
        </div>
      </ChakraProvider>
    </IntlProvider>
  );
}
