import { Alert, chakra, HStack, Image, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { resolveErrorMessage } from '../../api/errors';
import { fieldState } from '../../models/payment/PaymentForms';
import { usePageStore, useStore } from '../StoreContext';
import { NumberInput, useAmountRefusal } from '../common/NumberInput';
import { CryptoNotice, CryptoOptions } from './crypto';
import { FormField, inputStyle, LimitsLabel, Money, PaymentStatus, PrimaryButton, SecondaryButton, SupportLink, useCurrency } from './parts';
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
    <Alert.Root status="warning" borderRadius="card" data-testid="withdrawal-blocked" data-reason={block.reason}>
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>
          <FormattedMessage id="cashdesk.withdrawal.blocked.title" />
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {serverText && <Text>{serverText}</Text>}
            {block.leftToPlay > 0 && (
              <Text>
                <FormattedMessage id="cashdesk.withdrawal.blocked.left" values={{ amount: <Money value={block.leftToPlay} />, currency }} />
              </Text>
            )}
            <SupportLink />
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
});

/** Withdrawal page 1: bank, country, account, amount with the limits; submit. */
export const WithdrawalForm = observer(function WithdrawalForm({ completeAsScreen }: { completeAsScreen: boolean }) {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const intl = useIntl();
  const currency = useCurrency();
  const form = payment.withdrawal;
  const country = payment.withdrawalCountry;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void payment.submitWithdrawal({ completeAsScreen });
  };
  const text = (value: string, invalid: boolean) => fieldState(value !== '', invalid);
  const states = {
    system: text(form.system, form.invalid.system),
    accountName: text(form.accountName, form.invalid.accountName),
    accountID: text(form.accountID, form.invalid.accountID),
    amount: fieldState(form.amount > 0 || form.amountUnreadable, form.invalid.amount),
  };
  // A crypto amount is in coins (up to 8 decimals); else the brand's amount decimals.
  const decimals = form.crypto ? 8 : config.rules.amountDecimals;
  const refusal = useAmountRefusal(decimals);
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
          {!form.crypto && (
            <FormField labelId="cashdesk.withdrawal.bank" state={states.system} errorId="cashdesk.required">
              <Input
                value={form.system}
                onChange={(e) => form.setProp('system', e.currentTarget.value)}
                autoComplete="off"
                data-testid="withdrawal-bank"
                {...inputStyle(states.system)}
              />
            </FormField>
          )}
          {!form.crypto && (
            <FormField labelId="cashdesk.withdrawal.country" state="neutral">
              <HStack gap="2">
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
          <FormField labelId="cashdesk.withdrawal.accountName" state={states.accountName} errorId="cashdesk.required">
            <Input
              value={form.accountName}
              onChange={(e) => form.setProp('accountName', e.currentTarget.value)}
              autoComplete="name"
              data-testid="withdrawal-account-name"
              {...inputStyle(states.accountName)}
            />
          </FormField>
          <FormField
            labelId={form.crypto ? 'cashdesk.withdrawal.wallet' : 'cashdesk.withdrawal.accountId'}
            state={states.accountID}
            errorId="cashdesk.required"
          >
            <Input
              value={form.accountID}
              onChange={(e) => form.setProp('accountID', e.currentTarget.value)}
              autoComplete="off"
              data-testid="withdrawal-account-id"
              {...inputStyle(states.accountID)}
            />
          </FormField>
          <FormField
            labelId="cashdesk.amount"
            state={states.amount}
            errorId={form.amountUnreadable ? refusal.errorId : 'cashdesk.amount.invalid'}
            errorValues={form.amountUnreadable ? refusal.errorValues : undefined}
            helper={<LimitsLabel range={form.limits} currency={form.crypto || undefined} testId="withdrawal-limits" />}
          >
            <InputGroup
              endElement={
                <Text fontSize="sm" color="brand.textMuted" data-testid="withdrawal-currency">
                  {form.crypto || currency}
                </Text>
              }
            >
              <NumberInput
                value={form.amountUnreadable ? null : form.amount}
                onValueChange={(v) => form.setAmount(v)}
                decimals={decimals}
                placeholder={intl.formatMessage({ id: 'cashdesk.amount.placeholder' })}
                data-testid="withdrawal-amount"
                {...inputStyle(states.amount)}
              />
            </InputGroup>
          </FormField>
        </chakra.fieldset>
        {!blockedByServer && <PaymentStatus kind="Withdrawal" />}
        <HStack justify="flex-end" gap="3">
          <SecondaryButton onClick={() => payment.close()} data-testid="cashdesk-cancel">
            <FormattedMessage id="cashdesk.cancel" />
          </SecondaryButton>
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
