import { Box, Button, Heading, Spinner, Center, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** Page frame: title and content with the shell's standard padding. */
export function Page({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="[1100px]" data-testid={testId}>
      <Heading as="h1" size="xl" mb="5" fontFamily="heading">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function Loading() {
  return (
    <Center py="10">
      <Spinner color="brand.primary" />
    </Center>
  );
}

/** Secondary text: `children`, or the text of `id` (with its `values`). */
export function Muted({ children, id, values }: { children?: ReactNode; id?: string; values?: Record<string, ReactNode> }) {
  return <Text color="brand.textMuted">{id ? <FormattedMessage id={id} values={values} /> : children}</Text>;
}

/** A page with nothing to show (unknown flat page, no sport rules, unknown route): a title and one muted line. */
export function MissingPage({ titleId, textId, testId, children }: { titleId: string; textId: string; testId?: string; children?: ReactNode }) {
  return (
    <Page title={<FormattedMessage id={titleId} />} testId={testId}>
      <Muted id={textId} />
      {children}
    </Page>
  );
}

/** The way out of a dead end (unknown page, verification result): back to the casino lobby. */
export function BackToCasino() {
  return (
    <Button asChild mt="6" bg="brand.primary" color="brand.primaryText" borderRadius="button">
      <RouterLink to="/casino">
        <FormattedMessage id="common.backToCasino" />
      </RouterLink>
    </Button>
  );
}
