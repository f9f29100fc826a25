import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatusNames } from '../../../config/types';
import { formatDisplayDate } from '../../../i18n/format';
import { useStore } from '../../../ui/StoreContext';
import { Money } from '../../../ui/common/Money';
import { selectedColors } from '../../../ui/common/selected';

/** A platform date in the brand's display format (rules.displayDateFormat) and the language's digits. */
export const DateCell = observer(function DateCell({ value }: { value: string | undefined }) {
  const { config } = useStore();
  return <>{formatDisplayDate(value, useIntl().locale, config.rules.displayDateFormat)}</>;
});

/** A numeric status by the brand's name table for one list (rules.statusNames[list]); an unknown one shows its number. */
export const StatusName = observer(function StatusName({ list, value }: { list: keyof StatusNames; value: number | undefined }) {
  const { config } = useStore();
  const names: Record<string, string | undefined> = config.rules.statusNames[list] ?? {};
  const id = value === undefined ? undefined : names?.[String(value)];
  return id ? <FormattedMessage id={id} /> : (value ?? '—');
});

export const Field = ({ labelId, children, testId }: { labelId: string; children: ReactNode; testId?: string }) => (
  <Box p="4" bg="brand.surface" borderRadius="card" borderWidth="[1px]" borderColor="brand.border" data-testid={testId}>
    <Text fontSize="xs" color="brand.textMuted">
      <FormattedMessage id={labelId} />
    </Text>
    <Text fontWeight="bold">{children}</Text>
  </Box>
);

/** An amount in the player's currency, as a Field. */
export const MoneyField = observer(function MoneyField({ labelId, value, testId }: { labelId: string; value: number | undefined; testId?: string }) {
  const { auth } = useStore();
  return (
    <Field labelId={labelId} testId={testId}>
      <Money value={value} /> {auth.currencyLabel}
    </Field>
  );
});

export interface FilterOption {
  id: string;
  value?: number;
  labelId: string;
}

/** One row of filter chips; the chosen one is pressed. */
export function FilterBar({
  labelId,
  options,
  value,
  onChange,
  testId,
}: {
  labelId: string;
  options: readonly FilterOption[];
  value: string;
  onChange(id: string): void;
  testId: string;
}) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={useIntl().formatMessage({ id: labelId })} data-testid={testId}>
      <Text fontSize="sm" color="brand.textMuted">
        <FormattedMessage id={labelId} />
      </Text>
      {options.map((o) => (
        <Button
          key={o.id}
          size="xs"
          aria-pressed={o.id === value}
          data-filter={o.id}
          onClick={() => onChange(o.id)}
          variant={o.id === value ? 'solid' : 'outline'}
          {...selectedColors(o.id === value)}
          borderRadius="button"
        >
          <FormattedMessage id={o.labelId} />
        </Button>
      ))}
    </HStack>
  );
}

/** A date range the player picks (calendar dates as the date inputs give them); `from` after `to` is said, not sent. */
export function DateRangeBar({ from, to, onFrom, onTo, testId }: { from: string; to: string; onFrom(v: string): void; onTo(v: string): void; testId: string }) {
  const intl = useIntl();
  const reversed = from !== '' && to !== '' && from > to;
  return (
    <Box data-testid={testId}>
      <HStack gap="3" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'profile.filter.dates' })}>
        <Text fontSize="sm" color="brand.textMuted">
          <FormattedMessage id="profile.filter.dates" />
        </Text>
        {(
          [
            ['from', from, onFrom],
            ['to', to, onTo],
          ] as const
        ).map(([which, value, set]) => (
          <HStack key={which} gap="1">
            <label htmlFor={`${testId}-${which}`} style={{ fontSize: 'var(--chakra-font-sizes-sm)' }}>
              <FormattedMessage id={`profile.filter.${which}`} />
            </label>
            <Input
              id={`${testId}-${which}`}
              type="date"
              size="xs"
              w="[auto]"
              value={value}
              onChange={(e) => set(e.currentTarget.value)}
              aria-invalid={reversed || undefined}
              borderRadius="input"
              data-testid={`${testId}-${which}`}
            />
          </HStack>
        ))}
      </HStack>
      {reversed && (
        <Text fontSize="sm" color="brand.error" role="alert" data-testid={`${testId}-error`}>
          <FormattedMessage id="profile.filter.datesReversed" />
        </Text>
      )}
    </Box>
  );
}

/** The date filter values to send: none while the range is reversed (the bar says why). */
export function dateRangeValue(from: string, to: string): Record<string, string> {
  if (from !== '' && to !== '' && from > to) return {};
  return { ...(from ? { date_from: from } : {}), ...(to ? { date_to: to } : {}) };
}

/** "All" first when the brand's list has none: no value sent, the server's whole list. */
export function withAll(options: readonly FilterOption[]): FilterOption[] {
  return options.some((o) => o.id === 'all') ? [...options] : [{ id: 'all', labelId: 'filter.all' }, ...options];
}

/** The filter values to send for the chosen option of a list ("all" without a value sends nothing). */
export function filterValue(options: readonly FilterOption[], id: string, param: string): Record<string, number> {
  const v = options.find((o) => o.id === id)?.value;
  return v === undefined ? {} : { [param]: v };
}
