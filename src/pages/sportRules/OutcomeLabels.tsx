import { Box, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { OUTCOME_TYPES } from './outcomeTypes';

export { OUTCOME_TYPES } from './outcomeTypes';

/** What each outcome label of the rules means, as a definition list. */
export function OutcomeLabels() {
  return (
    <Box as="section" id="outcomes" data-testid="sport-rules-outcomes">
      <Heading as="h2" size="md" mb="2">
        <FormattedMessage id="sportRules.outcomes.title" />
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, max-content) 1fr' }} columnGap="4" rowGap="2">
        {OUTCOME_TYPES.map((id) => (
          <Box key={id} display="contents" data-testid={`sport-rules-outcome-${id}`}>
            <Text as="dt" fontWeight="semibold">
              <FormattedMessage id={`sportRules.outcome.${id}.label`} />
            </Text>
            <Text as="dd">
              <FormattedMessage id={`sportRules.outcome.${id}.text`} />
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
