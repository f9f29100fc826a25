import { Box } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server or config HTML, sanitised before it reaches the DOM. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box className="croupier-html" lineHeight="tall" css={{ '& p': { mb: 3 }, '& h2,& h3': { fontWeight: 'bold', mt: 4, mb: 2 }, '& ul': { ps: 5, mb: 3 } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
