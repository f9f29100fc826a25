import { chakra, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { resolveErrorMessage } from '../../api/errors';
import { fieldState } from '../../models/payment/PaymentForms';
import { usePageStore, useStore } from '../StoreContext';
import { CryptoNotice, CryptoOptions } from './crypto';
import { AmountField, CancelButton, FormField, inputStyle, Money, Notice, PaymentStatus, PrimaryButton, SupportLink, TextField, useCurrency } from './parts';
import { errorTextValues } from '../../i18n/labelValues';

/** Why the withdrawal cannot go through now: the platform's refusal, or the bonus wagering still to play. */
const WageringBlock = observer(function WageringBlock() {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const intl = useIntl();
  const currency = useCurrency();
  const block = payment.withdrawalBlock;
  if (!block) return null;
  const serverText =
    block.reason === 'server' && payment.error
      ? resolveErrorMessage(payment.error, config.rules, intl, config.rules.defaultErrorMessageId, {
          fallbackToServerMessage: true,
          values: errorTextValues(config),
        })
      : undefined;
  return (
    <Notice
      status="warning"
      gap="1"
      title={<FormattedMessage id="cashdesk.withdrawal.blocked.title" />}
      text={
        <Stack gap="1">
          {serverText && <Text>{serverText}</Text>}
          {block.leftToPlay > 0 && (
            <Text>
              <FormattedMessage id="cashdesk.withdrawal.blocked.left" values={{ amount: <Money value={block.leftToPlay} />, currency }} />
            </Text>
          )}
          <SupportLink />
        </Stack>
      }
      data={{ 'data-testid': 'withdrawal-blocked', 'data-reason': block.reason }}
    />
  );
});

/** Withdrawal page 1: bank, country, account, amount with the limits; submit. */
export const WithdrawalForm = observer(function WithdrawalForm({ completeAsScreen }: { completeAsScreen: boolean }) {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const intl = useIntl();
  const form = payment.withdrawal;
  const country = payment.withdrawalCountry;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void payment.submitWithdrawal({ completeAsScreen });
  };
  const amountState = fieldState(form.amount > 0 || form.amountUnreadable, form.invalid.amount);
  // The bank, the account name and the account ID (or wallet): required text, each bound to the form's field of its name.
  const required = (name: 'system' | 'accountName' | 'accountID', labelId: string, autoComplete: string, testId: string) => (
    <TextField
      labelId={labelId}
      state={fieldState(form[name] !== '', form.invalid[name])}
      errorId="cashdesk.required"
      value={form[name]}
      onValue={(v) => form.setProp(name, v)}
      autoComplete={autoComplete}
      testId={testId}
    />
  );
  // A crypto amount is in coins (up to 8 decimals); else the brand's amount decimals.
  const decimals = form.crypto ? 8 : config.rules.amountDecimals;
  const blockedByServer = payment.withdrawalBlock?.reason === 'server';
  // Wagering left to play blocks the withdrawal before the player types anything (rules.bonus.withdrawalBlockedWhileWagering).
  const blockedByBonus = payment.withdrawalBlock?.reason === 'bonus';
  const cryptoOffered = payment.crypto.offered.length > 0;
  // A submission whose outcome is being checked, or is still not known, locks the form (no edits, no submit).
  const locked = payment.isLocked('Withdrawal');
  return (
    <form onSubmit={submit} noValidate data-testid="withdrawal-page-1">
      <Stack gap="3">
        <WageringBlock />
        <chakra.fieldset disabled={locked} display="contents">
          {cryptoOffered && (
            <FormField labelId="cashdesk.withdrawal.method" state="neutral">
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.crypto}
                  onChange={(e) => payment.selectWithdrawalMethod(e.currentTarget.value)}
                  data-testid="withdrawal-method"
                  {...inputStyle('neutral')}
                >
                  <option value="">{intl.formatMessage({ id: 'cashdesk.method.bank' })}</option>
                  <CryptoOptions valuePrefix="" />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
          <CryptoNotice kind="withdrawal" currency={form.crypto} />
          {!form.crypto && required('system', 'cashdesk.withdrawal.bank', 'off', 'withdrawal-bank')}
          {!form.crypto && (
            <FormField labelId="cashdesk.withdrawal.country" state="neutral">
              <HStack gap="2">
                {country.code && (
                  <Image
                    src={payment.flagUrl(country.code)}
                    alt=""
                    w="[28px]"
                    h="[20px]"
                    objectFit="cover"
                    borderRadius="[2px]"
                    flexShrink={0}
                    data-testid="withdrawal-country-flag"
                  />
                )}
                <NativeSelect.Root flex={1}>
                  <NativeSelect.Field
                    value={String(country.value)}
                    onChange={(e) => form.setProp('country', Number(e.currentTarget.value))}
                    data-testid="withdrawal-country"
                    {...inputStyle('neutral')}
                  >
                    {config.rules.payment.withdrawalCountries.map((c) => (
                      <option key={c.value} value={String(c.value)}>
                        {intl.formatMessage({ id: c.labelId })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            </FormField>
          )}
          {required('accountName', 'cashdesk.withdrawal.accountName', 'name', 'withdrawal-account-name')}
          {required('accountID', form.crypto ? 'cashdesk.withdrawal.wallet' : 'cashdesk.withdrawal.accountId', 'off', 'withdrawal-account-id')}
          <AmountField kind="withdrawal" form={form} state={amountState} decimals={decimals} invalidErrorId="cashdesk.amount.invalid" />
        </chakra.fieldset>
        {!blockedByServer && <PaymentStatus kind="Withdrawal" />}
        <HStack justify="flex-end" gap="3">
          <CancelButton />
          <PrimaryButton
            type="submit"
            disabled={!form.canSubmit || payment.actionProcessing || blockedByBonus || locked}
            loading={payment.actionProcessing}
            data-testid="withdrawal-submit"
          >
            <FormattedMessage id="cashdesk.withdrawal.submit" />
          </PrimaryButton>
        </HStack>
      </Stack>
    </form>
  );
});
