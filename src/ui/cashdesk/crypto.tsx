import { Box, Button, chakra, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { linkTarget } from '../../config/linkTarget';
import type { CryptoKind } from '../../models/payment/CryptoPaymentStore';
import { usePageStore, useStore } from '../StoreContext';
import { Notice, SupportLink } from './parts';

/** The crypto options of a method select; none when the brand has no crypto payments or the list failed. */
export const CryptoOptions = observer(function CryptoOptions({ valuePrefix }: { valuePrefix: string }) {
  const payment = usePageStore('payment');
  const offered = payment.crypto.offered;
  if (!offered.length) return null;
  return (
    <>
      {offered.map((s) => (
        <option key={s.id} value={`${valuePrefix}${s.currency}`} data-crypto={s.currency}>
          {s.name === s.currency ? s.currency : `${s.name} (${s.currency})`}
        </option>
      ))}
    </>
  );
});

/**
 * What went wrong with the crypto service, shown beside the form: the currency list failed (bank
 * methods still work), or the chosen currency's limits failed or are loading (the amount cannot be checked).
 */
export const CryptoNotice = observer(function CryptoNotice({ kind, currency }: { kind: CryptoKind; currency: string }) {
  const payment = usePageStore('payment');
  const crypto = payment.crypto;
  if (!crypto.enabled) return null;
  if (crypto.servicesState === 'failed') {
    return (
      <Notice status="warning" gap="2" text={<FormattedMessage id="cashdesk.crypto.unavailable" />} data={{ 'data-testid': 'crypto-unavailable' }}>
        <Box>
          <Button size="xs" variant="outline" onClick={() => void crypto.loadServices()} data-testid="crypto-retry">
            <FormattedMessage id="cashdesk.crypto.retry" />
          </Button>
        </Box>
      </Notice>
    );
  }
  if (!currency) return null;
  if (crypto.limitLoading(kind, currency)) {
    return (
      <Text fontSize="sm" color="brand.textMuted" data-testid="crypto-limit-loading">
        <FormattedMessage id="cashdesk.crypto.limitLoading" values={{ currency }} />
      </Text>
    );
  }
  if (crypto.limitError(kind, currency)) {
    return (
      <Notice
        status="error"
        gap="2"
        text={<FormattedMessage id="cashdesk.crypto.limitFailed" values={{ currency }} />}
        data={{ 'data-testid': 'crypto-limit-failed' }}
      >
        <Box>
          <Button size="xs" variant="outline" onClick={() => void crypto.loadLimit(kind, currency)} data-testid="crypto-limit-retry">
            <FormattedMessage id="cashdesk.crypto.retry" />
          </Button>
        </Box>
      </Notice>
    );
  }
  return null;
});

/**
 * The crypto deposit's payment page on its completion. The address comes from the platform, so it goes
 * through the same guard as any server-sent link: this site's paths, or hosts the brand allow-lists.
 */
export const InvoiceLink = observer(function InvoiceLink() {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const url = payment.invoiceUrl;
  if (url === undefined) return null;
  const target = linkTarget(url, window.location.origin, config.brand.externalLinkHosts ?? []);
  if (target.kind === 'none') {
    return (
      <Stack gap="2" align="center" data-testid="crypto-invoice-blocked">
        <Text>
          <FormattedMessage id="cashdesk.crypto.invoiceBlocked" />
        </Text>
        <SupportLink />
      </Stack>
    );
  }
  const href = target.kind === 'external' ? target.href : target.path;
  return (
    <Stack gap="2" align="center">
      <Text>
        <FormattedMessage id="cashdesk.crypto.invoiceText" />
      </Text>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        px="4"
        py="2"
        borderRadius="button"
        bg="brand.primary"
        color="brand.primaryText"
        fontWeight="bold"
        data-testid="crypto-invoice"
      >
        <FormattedMessage id="cashdesk.crypto.invoiceOpen" />
      </Link>
    </Stack>
  );
});

/** The first-deposit bonus terms from rules.bonus, which the player ticks to take the bonus. */
export const BonusAgreement = observer(function BonusAgreement() {
  const { config } = useStore();
  const payment = usePageStore('payment');
  if (!payment.asksBonusAgreement) return null;
  const terms = config.rules.bonus;
  const form = payment.deposit;
  return (
    <Stack gap="1">
      <Box as="label" display="flex" gap="2" alignItems="flex-start" cursor="[pointer]" fontSize="sm">
        <chakra.input
          type="checkbox"
          checked={form.bonusAgreement}
          onChange={(e) => form.setProp('bonusAgreement', e.currentTarget.checked)}
          w="[1.1rem]"
          h="[1.1rem]"
          mt="[0.15rem]"
          flexShrink={0}
          data-testid="deposit-bonus-agreement"
        />
        <Text as="span" data-testid="deposit-bonus-terms">
          <FormattedMessage
            id="cashdesk.bonus.agreement"
            values={{ percent: terms.firstDepositPercent, multiplier: terms.wageringMultiplier, spins: terms.registrationFreeSpins }}
          />
        </Text>
      </Box>
      <Text fontSize="xs" color="brand.textMuted">
        <FormattedMessage id="cashdesk.bonus.agreementHint" />
      </Text>
    </Stack>
  );
});
