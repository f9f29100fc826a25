import { HStack, Spinner, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The line naming (by `names`) the provider lists still loading once the others have answered (a slow or hung list is
 * shown as loading, not as a row silently missing games). It keeps its one-line height whether it shows a text
 * or not, so nothing below moves when it comes or goes, and fills the room it is given, so its own box stays put
 * while the text changes (a box that grows and shrinks with its text moves its start edge); a long text is cut (whole on hover, and for screen
 * readers: the live region is always there).
 */
export const ProvidersStatus = memo(
  function ProvidersStatus({ names }: { names: readonly string[] }) {
    const intl = useIntl();
    const text = names.length ? intl.formatMessage({ id: 'casino.provider.loading' }, { providers: names.join(', ') }) : '';
    return (
      <HStack role="status" data-testid="providers-status" gap="2" h="6" overflow="hidden" minW="[0]" flex="1">
        {text ? (
          <>
            <Spinner size="sm" color="brand.primary" flexShrink={0} />
            <Text fontSize="sm" data-testid="providers-loading" truncate minW="[0]" title={text}>
              {text}
            </Text>
          </>
        ) : null}
      </HStack>
    );
  },
  // the same names (a new array on every list state change while the lists load): nothing to render again
  (a, b) => a.names.length === b.names.length && a.names.every((n, i) => n === b.names[i]),
);
