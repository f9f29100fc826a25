import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to load or render (e.g. a chunk failed to download after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error('[croupier] page error', error);
  return (
    <Box p="10" textAlign="center" data-testid="route-error">
      <Heading size="lg" mb="3">
        <FormattedMessage id="routeError.title" />
      </Heading>
      <Text mb="6">
        <FormattedMessage id="routeError.text" />
      </Text>
      <Button onClick={() => window.location.assign('/casino')}>
        <FormattedMessage id="common.backToCasino" />
      </Button>
    </Box>
  );
}
