import { Box, Code, Heading, List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ConfigProblem } from '../config/load';

export interface ConfigErrorPageProps {
  brand: string;
  url: string;
  problems: ConfigProblem[];
}

/** Shown when no valid brand config (fresh or last good) exists: says what is wrong, never blank. */
export function ConfigErrorPage({ brand, url, problems }: ConfigErrorPageProps) {
  return (
    <Box maxW="860px" mx="auto" my={12} p={8} borderWidth="1px" borderRadius="lg" bg="white" color="gray.800" data-testid="config-error">
      <Heading size="lg" mb={3}>
        <FormattedMessage id="configError.title" />
      </Heading>
      <Text mb={2}>
        <FormattedMessage id="configError.intro" values={{ brand: brand || '—', count: problems.length }} />
      </Text>
      <Text mb={4} fontSize="sm" color="gray.600">
        <FormattedMessage id="configError.source" values={{ url }} />
      </Text>
      <List.Root as="ol" gap={1} ps={5}>
        {problems.map((p, i) => (
          <List.Item key={i} fontSize="sm">
            <Code>{p.file}</Code> <Code>{p.pointer}</Code> {p.message}
          </List.Item>
        ))}
      </List.Root>
      <Text mt={6} fontSize="sm" color="gray.600">
        <FormattedMessage id="configError.help" />
      </Text>
    </Box>
  );
}
