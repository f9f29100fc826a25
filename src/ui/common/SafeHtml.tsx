import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeServerHtml } from '../sanitizeHtml';
import { useHydrated } from './useHydrated';
import { useStore } from '../StoreContext';

/**
 * Server or config HTML, sanitised (ui/sanitizeHtml.ts) and boxed in: paint containment
 * clips anything that still tries to draw outside and makes the box the containing block of
 * fixed-position descendants, so the content can never cover the rest of the page. Links are
 * decided by the sanitiser (linkTarget): a site path (an href without target) navigates in the app.
 */
export const SafeHtml = observer(function SafeHtml({ html }: { html: string }) {
  const root = useStore();
  const navigate = useNavigate();
  const allowedHosts = root.config.brand.externalLinkHosts;
  // The sanitiser needs the browser's DOM: the prerendered page (and its hydration) hold the empty box, the text follows.
  const hydrated = useHydrated();
  const clean = useMemo(
    () => (hydrated ? sanitizeServerHtml(html, { siteOrigin: window.location.origin, allowedHosts: allowedHosts ?? [] }) : ''),
    [hydrated, html, allowedHosts],
  );
  const onClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const link = (e.target as Element).closest?.('a[href]');
      if (!link || link.hasAttribute('target') || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(link.getAttribute('href') ?? '/');
    },
    [navigate],
  );
  return (
    <Box
      onClick={onClick}
      className="croupier-html"
      data-testid="server-html"
      lineHeight="tall"
      position="relative"
      overflowX="auto"
      overflowY="hidden"
      css={{
        contain: 'layout paint',
        isolation: 'isolate',
        '& p': { mb: 3 },
        '& h2,& h3': { fontWeight: 'bold', mt: 4, mb: 2 },
        '& ul': { ps: 5, mb: 3 },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: clean is the DOMPurify-sanitised html, and the box contains its paint
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
});
