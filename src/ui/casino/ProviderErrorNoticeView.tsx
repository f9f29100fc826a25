import { HStack, Text } from '@chakra-ui/react';
import { ActionButton } from '../common/ActionButton';
import { useIntl } from 'react-intl';
import { radius, tok } from './tokens';

export interface ProviderFailure {
  provider: string;
  name: string;
  /** The list came but the provider mapping discarded all its items, this many: said so, not "could not be loaded". */
  discarded?: number;
}

export interface ProviderErrorNoticeProps {
  failure: ProviderFailure;
  retrying?: boolean;
  onRetry(provider: string): void;
}

/** Inline notice for one provider whose list failed or whose every item was discarded; the others keep rendering. */
export default function ProviderErrorNoticeView({ failure, retrying, onRetry }: ProviderErrorNoticeProps) {
  const intl = useIntl();
  return (
    <HStack
      role="alert"
      data-testid="provider-error"
      data-provider={failure.provider}
      data-discarded={failure.discarded}
      justify="space-between"
      gap="3"
      p="3"
      borderWidth="[1px]"
      borderColor={tok.error}
      borderRadius={radius.card}
      bg={tok.surface}
    >
      <Text color={tok.text} fontSize="sm">
        {failure.discarded
          ? intl.formatMessage({ id: 'casino.provider.discarded' }, { provider: failure.name, count: failure.discarded })
          : intl.formatMessage({ id: 'casino.provider.failed' }, { provider: failure.name })}
      </Text>
      <ActionButton
        size="sm"
        variant="outline"
        borderRadius={radius.button}
        data-testid="provider-retry"
        loading={retrying}
        onClick={() => onRetry(failure.provider)}
      >
        {intl.formatMessage({ id: 'casino.retry' })}
      </ActionButton>
    </HStack>
  );
}
