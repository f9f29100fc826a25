import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CasinoBet, HistoryListStore, Payment, PaymentRequest } from '../../../models/profile/HistoryListStore';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { Muted } from '../../../ui/common/Page';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { type Column, LazyHistoryTable } from '../HistoryTable';
import { useHistoryList } from '../useHistoryList';
import { DateCell, DateRangeBar, FilterBar, type FilterOption, StatusName, dateRangeValue, filterValue, withAll } from './common';
import { Money } from '../../../ui/common/Money';

/**
 * A history with one filter from the brand's table (sent as `param`), the casino and balance histories: `section` keys
 * the list (with the language and the filter).
 */
function OneFilterHistoryView<T>(props: {
  titleId: string;
  list: HistoryListStore;
  section: string;
  options: readonly FilterOption[];
  param: string;
  filter: { labelId: string; testId: string };
  testId: string;
  columns: Column<T>[];
}) {
  const root = useStore();
  const options = withAll(props.options);
  const [value, setValue] = useState('all');
  const history = useHistoryList<T>(props.list, `${props.section}|${root.locale.apiCode}`, filterValue(options, value, props.param));
  return (
    <Stack gap="4">
      <SectionTitle id={props.titleId} />
      <FilterBar labelId={props.filter.labelId} options={options} value={value} onChange={setValue} testId={props.filter.testId} />
      <LazyHistoryTable testId={props.testId} history={history} columns={props.columns} />
    </Stack>
  );
}
const OneFilterHistory = observer(OneFilterHistoryView) as typeof OneFilterHistoryView;

/** Casino history (spec §3): the casino result filter (all, win, lost) from the brand's table. */
export const CasinoHistory = observer(function CasinoHistory() {
  const root = useStore();
  const profileHistory = usePageStore('profileHistory');
  return (
    <OneFilterHistory<CasinoBet>
      titleId="profile.tab.casinoHistory"
      list={profileHistory.casinoBets}
      section="casino"
      options={root.config.rules.historyFilters.casinoResult}
      param="result"
      filter={{ labelId: 'profile.filter.result', testId: 'filter-result' }}
      testId="casino-history"
      columns={[
        { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.date} /> },
        { labelId: 'profile.col.provider', cell: (r) => root.casino.providerName(r.provider) },
        { labelId: 'profile.col.game', cell: (r) => r.game ?? '' },
        { labelId: 'profile.col.amount', cell: (r) => <Money value={r.amount} /> },
        { labelId: 'profile.col.status', cell: (r) => <StatusName list="bet" value={r.status} /> },
        { labelId: 'profile.col.balanceAfter', cell: (r) => <Money value={r.balance_after} /> },
      ]}
    />
  );
});

/** The entry type's name by the brand's balance entry types (rules.balanceEntryTypes). */
const EntryType = observer(function EntryType({ value }: { value: number | undefined }) {
  const { config } = useStore();
  const name = Object.entries(config.rules.balanceEntryTypes).find(([, v]) => v === value)?.[0];
  return name ? <FormattedMessage id={`profile.entry.${name}`} /> : (value ?? '—');
});

/** A payment system as the player reads it: the platform's internal ones (bonus, free spins) by the brand's table, a bank's name as sent. */
const PaymentSystem = observer(function PaymentSystem({ value }: { value: string | undefined }) {
  const { config } = useStore();
  const id = value ? config.rules.paymentSystemNames?.[value.trim()] : undefined;
  return id ? <FormattedMessage id={id} /> : (value ?? '');
});

// Status names of a payment row: bonus entries have their own tables (spec §4).
const paymentStatusList = (r: Payment, types: Record<string, number>) =>
  r.type === types.bonusTopUp ? 'bonusPayment' : r.type === types.bonusWithdrawal ? 'bonusWithdrawal' : r.type === types.withdrawal ? 'withdrawal' : 'payment';

/**
 * Transactions (spec §4/§9): type filter from the brand's transaction types (its "all" entry from the brand's
 * history type table), status filter from its status table, and a date range sent in the brand's API date format.
 */
export const Transactions = observer(function Transactions() {
  const root = useStore();
  const profileHistory = usePageStore('profileHistory');
  const { historyFilters, balanceEntryTypes } = root.config.rules;
  const types = withAll([...historyFilters.type.filter((o) => o.id === 'all'), ...historyFilters.transactionType]);
  const statuses = withAll(historyFilters.transactionStatus);
  const [type, setType] = useState('all');
  const [status, setStatus] = useState('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const history = useHistoryList<Payment>(profileHistory.payments, `transactions|${root.locale.apiCode}`, {
    ...filterValue(types, type, 'type'),
    ...filterValue(statuses, status, 'status'),
    ...dateRangeValue(from, to),
  });
  return (
    <Stack gap="4">
      <SectionTitle id="profile.tab.transactions" />
      <FilterBar labelId="profile.filter.type" options={types} value={type} onChange={setType} testId="filter-type" />
      <FilterBar labelId="profile.filter.status" options={statuses} value={status} onChange={setStatus} testId="filter-status" />
      <DateRangeBar from={from} to={to} onFrom={setFrom} onTo={setTo} testId="filter-dates" />
      <LazyHistoryTable
        testId="transactions-history"
        history={history}
        columns={[
          { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
          { labelId: 'profile.col.type', cell: (r) => <EntryType value={r.type} /> },
          { labelId: 'profile.col.system', cell: (r) => <PaymentSystem value={r.payment_system} /> },
          { labelId: 'profile.col.amount', cell: (r) => <Money value={r.value} /> },
          {
            labelId: 'profile.col.status',
            cell: (r) => <StatusName list={paymentStatusList(r, balanceEntryTypes as unknown as Record<string, number>)} value={r.status} />,
          },
        ]}
      />
    </Stack>
  );
});

/** Balance history (spec §9): balance type filter (all, balance, free spins) from the brand's table. */
export const BalanceHistory = observer(function BalanceHistory() {
  const root = useStore();
  const profileHistory = usePageStore('profileHistory');
  return (
    <OneFilterHistory<Payment>
      titleId="profile.tab.balanceHistory"
      list={profileHistory.balance}
      section="balance"
      options={root.config.rules.historyFilters.balance}
      param="balance_type"
      filter={{ labelId: 'profile.filter.balance', testId: 'filter-balance' }}
      testId="balance-history"
      columns={[
        { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
        { labelId: 'profile.col.type', cell: (r) => <EntryType value={r.type} /> },
        { labelId: 'profile.col.amount', cell: (r) => <Money value={r.value} /> },
        { labelId: 'profile.col.balanceAfter', cell: (r) => <Money value={r.balance_after} /> },
      ]}
    />
  );
});

// The spec's status tables (§4): deposit requests are the "top-up history" (created, paid out, canceled, canceled
// by refund or by error); withdrawal requests the "requests history" (created, paid, canceled, refund). The
// "withdrawal" table (in progress, canceled, credited) is for withdrawal rows of the transactions list.
const REQUEST_STATUS_LIST = { Deposit: 'topUp', Withdrawal: 'requests' } as const;

/** Requests history (deposit or withdrawal requests, pages from meta.pages), status names by the brand's table. */
export const RequestsHistory = observer(function RequestsHistory({ kind }: { kind: 'Deposit' | 'Withdrawal' }) {
  const root = useStore();
  const profileHistory = usePageStore('profileHistory');
  const list = kind === 'Deposit' ? profileHistory.depositRequests : profileHistory.withdrawalRequests;
  const testId = kind === 'Deposit' ? 'requests-top-up' : 'requests-withdrawal';
  const history = useHistoryList<PaymentRequest>(list, `${testId}|${root.locale.apiCode}`);
  return (
    <Stack gap="4">
      <SectionTitle id={kind === 'Deposit' ? 'profile.tab.topUpHistory' : 'profile.tab.withdrawalHistory'} />
      <LazyHistoryTable
        testId={testId}
        history={history}
        columns={[
          { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.date} /> },
          { labelId: 'profile.col.amount', cell: (r) => <Money value={r.amount} /> },
          { labelId: 'profile.col.status', cell: (r) => <StatusName list={REQUEST_STATUS_LIST[kind]} value={r.status} /> },
          { labelId: 'profile.col.comment', cell: (r) => r.comment ?? '' },
        ]}
      />
    </Stack>
  );
});

/** Sport bet history: the platform has no call for it (spec §7); the page says so instead of showing another list. */
export function BetHistory() {
  return (
    <Stack gap="4" data-testid="bet-history">
      <SectionTitle id="profile.tab.betHistory" />
      <Muted id="profile.betHistory.noCall" />
    </Stack>
  );
}
