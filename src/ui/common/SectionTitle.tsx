import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A section's heading under the page title (profile sections, responsible gambling). */
export const SectionTitle = ({ id }: { id: string }) => (
  <Text as="h2" fontSize="lg" fontWeight="bold">
    <FormattedMessage id={id} />
  </Text>
);
