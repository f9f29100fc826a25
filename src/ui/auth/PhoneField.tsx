import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PhoneCountry } from '../../config/types';
import { formatPhone, numberAfterCountryChange, phoneState } from '../../models/account/authRules';

/**
 * A phone number with the brand's country table: picker (dial code), the number formatted by the country's
 * mask as typed and cut at its maximum length, and its validity state (spec §4/§5).
 */
export function PhoneField(props: {
  countries: readonly PhoneCountry[];
  countryCode: string;
  onCountry(code: string): void;
  number: string;
  onNumber(number: string): void;
  testId: string;
}) {
  const { countries, countryCode, number, testId } = props;
  const intl = useIntl();
  const regionName = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [intl.locale]);
  const country = countries.find((c) => c.countryCode === countryCode);
  const state = phoneState(number, country);
  return (
    <Field.Root invalid={state === 'invalid'}>
      <Field.Label>
        <FormattedMessage id="auth.signUp.phone" />
      </Field.Label>
      <HStack gap="2" w="full">
        <NativeSelect.Root width={{ base: '[8.5rem]', sm: '[13rem]' }} flexShrink={0}>
          <NativeSelect.Field
            value={countryCode}
            aria-label={intl.formatMessage({ id: 'auth.signUp.country' })}
            onChange={(e) => {
              const next = countries.find((c) => c.countryCode === e.currentTarget.value);
              if (!next) return;
              // A kept number takes the new country's format and maximum length.
              props.onNumber(formatPhone(numberAfterCountryChange(number, country, next), next));
              props.onCountry(next.countryCode);
            }}
            borderRadius="input"
            data-testid={`${testId}-country`}
          >
            {countries.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {`${regionName(c.countryCode)} ${c.phoneCode}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          type="tel"
          inputMode="tel"
          flex="1"
          minW="[0]"
          autoComplete="tel-national"
          value={number}
          placeholder={country?.mask.replace(/9/g, '0')}
          onChange={(e) => props.onNumber(formatPhone(e.currentTarget.value, country))}
          borderRadius="input"
          data-testid={`${testId}-phone`}
          data-state={state}
        />
      </HStack>
      {state === 'invalid' && country ? (
        <Field.ErrorText data-testid={`${testId}-phone-error`}>
          <FormattedMessage id="auth.signUp.phoneInvalid" values={{ digits: country.minLength }} />
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
