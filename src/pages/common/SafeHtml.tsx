import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeServerHtml } from '../../ui/sanitizeHtml';

/**
 * Server or config HTML, sanitised (src/api/sanitizeHtml.ts) and boxed in: paint containment
 * clips anything that still tries to draw outside and makes the box the containing block of
 * fixed-position descendants, so the content can never cover the rest of the page.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeServerHtml(html), [html]);
  return (
    <Box
      className="croupier-html"
      data-testid="server-html"
      lineHeight="tall"
      position="relative"
      overflowX="auto"
      overflowY="hidden"
      css={{ contain: 'layout paint', isolation: 'isolate', '& p': { mb: 3 }, '& h2,& h3': { fontWeight: 'bold', mt: 4, mb: 2 }, '& ul': { ps: 5, mb: 3 }, '& img': { maxWidth: '100%', height: 'auto' } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: clean is the DOMPurify-sanitised html, and the box contains its paint
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
