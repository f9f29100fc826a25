import { Box, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../../config/types';
import { usePageStore, useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { isNavItemVisible } from './navVisibility';
import { useNavAction } from './useNavAction';

const FooterLink = ({ item }: { item: NavItem }) => {
  const act = useNavAction();
  if (item.route) {
    return (
      <Link asChild fontSize="sm" color="brand.textMuted" _hover={{ color: 'brand.text' }}>
        <RouterLink to={item.route}>
          <FormattedMessage id={item.labelId} />
        </RouterLink>
      </Link>
    );
  }
  return (
    <Link as="button" fontSize="sm" color="brand.textMuted" textAlign="left" onClick={() => act(item)} aria-disabled={item.disabled}>
      <FormattedMessage id={item.labelId} />
    </Link>
  );
};

/** Footer columns from navigation.json; links only for the configured roles; copyright; back to top. */
export const Footer = observer(function Footer() {
  const root = useStore();
  const pagesStore = usePageStore('flatPages');
  const intl = useIntl();
  const { footer } = root.config.navigation;
  const role = root.auth.isAuth ? root.auth.user.role : 0;
  const showLinks = footer.roles.includes(role);
  const { language, flatPagesCode } = root.locale;
  const flatPages = pagesStore.forLanguage(flatPagesCode, language);
  useEffect(() => {
    void pagesStore.ensure(flatPagesCode);
  }, [pagesStore, flatPagesCode]);
  return (
    <Box as="footer" mt="10" px={{ base: '4', md: '8' }} py="8" bg="brand.surface" borderTopWidth="[1px]" borderColor="brand.border" data-testid="footer">
      {showLinks && (
        <SimpleGrid columns={{ base: 2, md: Math.min(footer.columns.length, 5) }} gap="6" mb="8">
          {footer.columns.map((col) => (
            <Stack key={col.id} gap="2" data-testid={`footer-column-${col.id}`}>
              <Text fontWeight="bold" fontSize="sm">
                <FormattedMessage id={col.labelId} />
              </Text>
              {col.items
                .filter((i) => isNavItemVisible(i, root))
                .map((item) => (
                  <FooterLink key={item.id} item={item} />
                ))}
              {col.includeFlatPages &&
                flatPages.pages.map((p) => (
                  <Link key={p.idName} asChild fontSize="sm" color="brand.textMuted" _hover={{ color: 'brand.text' }}>
                    <RouterLink to={`/flat-pages/${encodeURIComponent(p.idName)}`}>{p.name}</RouterLink>
                  </Link>
                ))}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Flex align="center" justify="space-between" gap="4">
        <Text fontSize="sm" color="brand.textMuted" data-testid="copyright">
          <FormattedMessage id="footer.copyright" values={{ years: copyrightYears(footer.copyright), brand: root.config.brand.name }} />
        </Text>
        {footer.backToTop !== false && (
          <Button
            size="sm"
            variant="outline"
            borderColor="brand.border"
            color="brand.text"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={intl.formatMessage({ id: 'footer.backToTop' })}
            data-testid="back-to-top"
          >
            <Icon name="arrow-up" size={16} />
            <FormattedMessage id="footer.backToTop" />
          </Button>
        )}
      </Flex>
    </Box>
  );
});

/** "2025" when the range is one year, else "2025–2026". */
export function copyrightYears({ from, to }: { from: number; to: number }): string {
  return to > from ? `${from}–${to}` : String(from);
}
