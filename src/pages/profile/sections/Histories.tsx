import { Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { frameLabelId, sportBetHistories } from '../../../models/shell/sportFrame';
import type { CasinoBet, HistoryListStore, Payment, PaymentRequest } from '../../../models/profile/HistoryListStore';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { Muted } from '../../../ui/common/Page';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { type Column, LazyHistoryTable } from '../HistoryTable';
import { useHistoryList } from '../useHistoryList';
import { DateCell, DateRangeBar, FilterBar, StatusName, dateRangeValue, filterValue, withAll } from './common';
import { Money } from '../../../ui/common/Money';
import { PaymentText } from '../../../ui/common/paymentTexts';
import { entryKindOf } from '../../../config/entryTypes';

/** The histories with one filter: the filter's name (its texts and test ids), what it is sent as, the brand's table of it. */
const ONE_FILTER = {
  casino: { filter: 'result', param: 'result', options: 'casinoResult' },
  balance: { filter: 'balance', param: 'balance_type', options: 'balance' },
} as const;

/**
 * A history with one filter (ONE_FILTER), the casino and balance histories. Its texts and test ids follow its names:
 * the title profile.tab.<section>History, the table <section>-history, the filter's label profile.filter.<filter> and
 * bar filter-<filter>; `section` also keys the list (with the language and the filter).
 */
function OneFilterHistoryView<T>({ section, list, columns }: { section: keyof typeof ONE_FILTER; list: HistoryListStore; columns: Column<T>[] }) {
  const root = useStore();
  const { filter, param, options: table } = ONE_FILTER[section];
  const options = withAll(root.config.rules.historyFilters[table]);
  const [value, setValue] = useState('all');
  const history = useHistoryList<T>(list, `${section}|${root.locale.apiCode}`, filterValue(options, value, param));
  return (
    <Stack gap="4">
      <SectionTitle id={`profile.tab.${section}History`} />
      <FilterBar labelId={`profile.filter.${filter}`} options={options} value={value} onChange={setValue} testId={`filter-${filter}`} />
      <LazyHistoryTable testId={`${section}-history`} history={history} columns={columns} />
    </Stack>
  );
}
const OneFilterHistory = observer(OneFilterHistoryView) as typeof OneFilterHistoryView;

/** Casino history (spec §3, its rows §7): the casino result filter (all, win, lost) from the brand's table. */
export const CasinoHistory = observer(function CasinoHistory() {
  const root = useStore();
  const profileHistory = usePageStore('profileHistory');
  const columns: Column<CasinoBet>[] = [
    { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.date} /> },
    { labelId: 'profile.col.provider', cell: (r) => root.casino.providerName(r.provider) },
    { labelId: 'profile.col.game', cell: (r) => r.game ?? '' },
    { labelId: 'profile.col.amount', cell: (r) => <Money value={r.amount} /> },
    { labelId: 'profile.col.status', cell: (r) => <StatusName list="bet" value={r.status} /> },
    { labelId: 'profile.col.balanceBefore', cell: (r) => <Money value={r.balance_before} /> },
    { labelId: 'profile.col.balanceAfter', cell: (r) => <Money value={r.balance_after} /> },
  ];
  return <OneFilterHistory section="casino" list={profileHistory.casinoBets} columns={columns} />;
});

/** The entry type's name: the player's own (rules.balanceEntryTypes) or one an agent, a cashier or the owner made (rules.paymentTypes). */
const EntryType = observer(function EntryType({ value }: { value: number | undefined }) {
  const { config } = useStore();
  const kind = entryKindOf(config.rules, value);
  return kind ? <FormattedMessage id={kind.messageId} /> : (value ?? '—');
});

/** A payment system as the player reads it: the platform's internal ones (bonus, free spins) by the brand's table, a bank's name as sent. */
const PaymentSystem = ({ value }: { value: string | undefined }) => <PaymentText kind="system" value={value ?? ''} />;

/**
 * Transactions (spec §4/§9): type filter from the brand's transaction types (its "all" entry from the brand's
 * history type table), status filter from its status table, and a date range sent in the brand's API date format.
 */
export const Transactions = observer(function Transactions() {
  const root = useStore();
  const profileHistory = usePageStore('profileHistory');
  const { historyFilters } = root.config.rules;
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
          // bonus entries and removals have status tables of their own (spec §4)
          {
            labelId: 'profile.col.status',
            cell: (r) => <StatusName list={entryKindOf(root.config.rules, r.type)?.statusList ?? 'payment'} value={r.status} />,
          },
        ]}
      />
    </Stack>
  );
});

/** Balance history (spec §9): balance type filter (all, balance, free spins) from the brand's table. */
export const BalanceHistory = observer(function BalanceHistory() {
  const profileHistory = usePageStore('profileHistory');
  const columns: Column<Payment>[] = [
    { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
    { labelId: 'profile.col.type', cell: (r) => <EntryType value={r.type} /> },
    { labelId: 'profile.col.amount', cell: (r) => <Money value={r.value} /> },
    { labelId: 'profile.col.balanceAfter', cell: (r) => <Money value={r.balance_after} /> },
  ];
  return <OneFilterHistory section="balance" list={profileHistory.balance} columns={columns} />;
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

/**
 * Sport bet history: the platform has no call for sport bets (spec §7); each sportsbook keeps its own, on its route
 * family's betHistory route (spec §2). The section links the bet history of each sportsbook the brand frames that the
 * player may open today, named as its frame is.
 */
export const BetHistory = observer(function BetHistory() {
  const root = useStore();
  const intl = useIntl();
  const histories = sportBetHistories(root.config, root.app.bans, root.auth.user.role);
  return (
    <Stack gap="4" data-testid="bet-history">
      <SectionTitle id="profile.tab.betHistory" />
      {histories.length === 0 ? (
        <Muted id="profile.betHistory.none" />
      ) : (
        <>
          <Muted id="profile.betHistory.where" />
          <Stack as="ul" gap="2" listStyleType="none">
            {histories.map(({ frame, path }) => (
              <li key={path}>
                <Link asChild color="brand.primary" data-testid="bet-history-link" data-frame={frame.id}>
                  <RouterLink to={path}>
                    <FormattedMessage id="profile.betHistory.open" values={{ sportsbook: intl.formatMessage({ id: frameLabelId(frame) }) }} />
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
});
