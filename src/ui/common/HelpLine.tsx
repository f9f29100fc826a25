import { Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../StoreContext';

/** The brand's problem-gambling help line (rules.json responsibleGambling.helpLine; wording: message rg.helpLine). */
export const HelpLine = observer(function HelpLine({ testId = 'rg-help-line' }: { testId?: string }) {
  const { responsibleGambling } = useStore();
  const help = responsibleGambling.settings?.helpLine;
  if (!help) return null;
  return (
    <Stack gap="1" p="3" borderRadius="card" borderWidth="[1px]" borderColor="brand.border" bg="brand.surfaceAlt" data-testid={testId}>
      <Text fontSize="sm">
        <FormattedMessage id="rg.helpLine" values={{ phone: help.phone }} />
      </Text>
      <Link href={help.url} target="_blank" rel="noopener noreferrer" color="brand.primary" fontSize="sm" fontWeight="semibold" data-testid={`${testId}-link`}>
        <FormattedMessage id="rg.helpLine.link" />
      </Link>
    </Stack>
  );
});
