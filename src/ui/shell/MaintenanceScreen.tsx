import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { formatLocalMoment } from '../../i18n/format';
import type { MaintenanceNotice } from '../../models/shell/MaintenanceStore';
import { useStore } from '../StoreContext';

/**
 * What a closed area shows instead of its page: the platform's message in the player's language (else
 * the brand's text for that area) and the expected end in the player's time zone. The area reopens
 * by itself at that time (MaintenanceStore's timer).
 */
export const MaintenanceScreen = observer(function MaintenanceScreen({ notice, compact = false }: { notice: MaintenanceNotice; compact?: boolean }) {
  const root = useStore();
  const intl = useIntl();
  const message = root.maintenance.messageOf(notice, root.locale.apiCode) ?? intl.formatMessage({ id: `maintenance.message.${notice.area}` });
  const end = notice.endsAt !== undefined ? formatLocalMoment(notice.endsAt, intl.locale, root.config.rules.displayDateFormat) : undefined;
  return (
    <Stack
      align="center"
      justify="center"
      minH={compact ? undefined : '[50vh]'}
      gap="3"
      px="4"
      py={compact ? '4' : '12'}
      textAlign="center"
      role="status"
      data-testid="maintenance-screen"
      data-area={notice.area}
    >
      <Heading as={compact ? 'h3' : 'h1'} size={compact ? 'md' : 'xl'}>
        {intl.formatMessage({ id: 'maintenance.title' })}
      </Heading>
      <Text data-testid="maintenance-message" maxW="[36rem]">
        {message}
      </Text>
      <Text data-testid="maintenance-end" color="brand.textMuted" fontSize="sm">
        {end ? intl.formatMessage({ id: 'maintenance.endsAt' }, end) : intl.formatMessage({ id: 'maintenance.noEnd' })}
      </Text>
    </Stack>
  );
});
