import { Box, Button, Code, Heading, List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ConfigProblem } from '../config/load';

export interface ConfigErrorPageProps {
  brand: string;
  url: string;
  problems: ConfigProblem[];
  /** Show the config URL, the problems and the validator hint (development builds; the console always has them). */
  details?: boolean;
}

/**
 * Shown when no valid brand config (fresh or last good) exists, never blank. A player is told the
 * site cannot start and offered a reload; config URLs and file problems are for developers only.
 */
export function ConfigErrorPage({ brand, url, problems, details = Boolean(import.meta.env?.DEV) }: ConfigErrorPageProps) {
  return (
    <Box maxW="[860px]" mx="[auto]" my="12" p="8" borderWidth="[1px]" borderRadius="lg" bg="white" color="gray.800" data-testid="config-error">
      <Heading size="lg" mb="3">
        <FormattedMessage id="configError.title" />
      </Heading>
      {details ? (
        <>
          <Text mb="2">
            <FormattedMessage id="configError.intro" values={{ brand: brand || '—', count: problems.length }} />
          </Text>
          <Text mb="4" fontSize="sm" color="gray.600">
            <FormattedMessage id="configError.source" values={{ url }} />
          </Text>
          <List.Root as="ol" gap="1" ps="5" data-testid="config-error-problems">
            {problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the problem list is computed once and never reorders; two problems may read the same
              <List.Item key={i} fontSize="sm">
                <Code>{p.file}</Code> <Code>{p.pointer}</Code> {p.message}
              </List.Item>
            ))}
          </List.Root>
          <Text mt="6" fontSize="sm" color="gray.600">
            <FormattedMessage id="configError.help" />
          </Text>
        </>
      ) : (
        <>
          <Text mb="4">
            <FormattedMessage id="configError.player" />
          </Text>
          <Button onClick={() => window.location.reload()} data-testid="config-error-reload">
            <FormattedMessage id="configError.reload" />
          </Button>
        </>
      )}
    </Box>
  );
}
