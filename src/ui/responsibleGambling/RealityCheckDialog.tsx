import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../common/Modal';
import { useStore } from '../StoreContext';
import { Money } from '../common/Money';
import { splitDuration } from './when';

/**
 * The reality check on a game page: time played and net result of the session, with continue or stop
 * (stop leaves for the lobby). Once the player's session limit is reached only stop is offered. The
 * dialog cannot be dismissed any other way: the player must answer it.
 */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { realityCheck: rc, auth } = useStore();
  useEffect(() => {
    rc.enterGame();
    return () => rc.leaveGame();
  }, [rc]);
  if (!rc.showing) return null;
  const { hours, minutes } = splitDuration(rc.playedMs);
  const net = rc.netResult;
  const limit = rc.reason === 'sessionLimit';
  return (
    <Modal
      open
      onClose={() => undefined}
      closable={false}
      title={<FormattedMessage id={limit ? 'rg.realityCheck.limitTitle' : 'rg.realityCheck.dialogTitle'} />}
      testId="reality-check"
    >
      <Stack gap="3" mb="6">
        <Text data-testid="reality-check-played">
          <FormattedMessage id="rg.realityCheck.played" values={{ hours, minutes }} />
        </Text>
        <Text data-testid="reality-check-net">
          {net === undefined ? (
            <FormattedMessage id="rg.realityCheck.netUnknown" />
          ) : (
            <FormattedMessage id={`rg.realityCheck.${rc.netOutcome}`} values={{ amount: <Money value={Math.abs(net)} />, currency: auth.currencyLabel }} />
          )}
        </Text>
        {limit && (
          <Text color="brand.warning" data-testid="reality-check-limit">
            <FormattedMessage id="rg.realityCheck.limitReached" />
          </Text>
        )}
      </Stack>
      <HStack gap="3" justify="flex-end" wrap="wrap">
        {!limit && (
          <Button
            variant="outline"
            borderColor="brand.border"
            color="brand.text"
            borderRadius="button"
            onClick={() => rc.continuePlaying()}
            data-testid="reality-check-continue"
          >
            <FormattedMessage id="rg.realityCheck.continue" />
          </Button>
        )}
        <Button bg="brand.primary" color="brand.primaryText" borderRadius="button" onClick={() => rc.stop()} data-testid="reality-check-stop">
          <FormattedMessage id="rg.realityCheck.stop" />
        </Button>
      </HStack>
    </Modal>
  );
});
