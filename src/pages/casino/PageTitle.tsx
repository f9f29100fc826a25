import { HStack, Heading, Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { tok } from '../../ui/casino/tokens';

/** Page or section heading, with an optional "see all"-style link at the end. */
export function PageTitle({ children, as = 'h1', link }: { children: ReactNode; as?: 'h1' | 'h2'; link?: { to: string; label: string; testId?: string } }) {
  return (
    <HStack justify="space-between" align="baseline" gap="3">
      <Heading as={as} size={as === 'h1' ? 'xl' : 'lg'} color={tok.text}>
        {children}
      </Heading>
      {link && (
        <ChakraLink asChild color={tok.primary} fontSize="sm" data-testid={link.testId}>
          <Link to={link.to}>{link.label}</Link>
        </ChakraLink>
      )}
    </HStack>
  );
}
