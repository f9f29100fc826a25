import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Icon } from '../common/Icon';
import { radius, tok } from './tokens';

interface SearchHistoryProps {
  terms: readonly string[];
  onPick(term: string): void;
  onRemove(term: string): void;
}

/** The recent search terms under the search input (newest first); each can be reused or removed. */
export function SearchHistory({ terms, onPick, onRemove }: SearchHistoryProps) {
  const intl = useIntl();
  if (terms.length === 0) return null;
  return (
    <Box
      position="absolute"
      top="[100%]"
      left="[0]"
      right="[0]"
      zIndex="dropdown"
      mt="1"
      p="1"
      bg={tok.surface}
      borderWidth="[1px]"
      borderColor={tok.border}
      borderRadius={radius.input}
      boxShadow="md"
      role="listbox"
      aria-label={intl.formatMessage({ id: 'casino.search.history' })}
    >
      <Text px="2" py="1" fontSize="xs" color={tok.textMuted}>
        {intl.formatMessage({ id: 'casino.search.history' })}
      </Text>
      {[...terms].reverse().map((term) => (
        <HStack key={term} gap="1" data-testid="search-history-item" data-term={term}>
          <Button
            flex="1"
            justifyContent="flex-start"
            variant="ghost"
            size="sm"
            role="option"
            aria-selected={false}
            color={tok.text}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(term)}
          >
            {term}
          </Button>
          <IconButton
            size="xs"
            variant="ghost"
            color={tok.textMuted}
            data-testid="search-history-remove"
            aria-label={intl.formatMessage({ id: 'casino.search.removeHistory' }, { term })}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onRemove(term)}
          >
            <Icon name="close" size={14} />
          </IconButton>
        </HStack>
      ))}
    </Box>
  );
}
