import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../ui/StoreContext';
import { CashDeskSection } from '../../ui/cashdesk/CashDeskSection';
import { currencyLabel } from '../../ui/common/brand';
import { ContactsList } from '../contacts/ContactsPage';
import { ChangePasswordSection } from './ChangePasswordSection';
import { formatAmount, formatDisplayDate } from '../../i18n/format';
import { LazyHistoryTable } from './HistoryTable';
import { useHistoryList } from './useHistoryList';
import type { CasinoBet, Payment } from '../../models/HistoryListStore';

/** An amount with the brand's decimals (rules.amountDecimals). */
const Money = observer(function Money({ value }: { value: number | undefined }) {
  const { config } = useStore();
  return <>{formatAmount(Number(value) || 0, useIntl().locale, config.rules.amountDecimals)}</>;
});

/** A platform date in the brand's display format (rules.displayDateFormat) and the language's digits. */
const DateCell = observer(function DateCell({ value }: { value: string | undefined }) {
  const { config } = useStore();
  return <>{formatDisplayDate(value, useIntl().locale, config.rules.displayDateFormat)}</>;
});

const Field = ({ labelId, children }: { labelId: string; children: ReactNode }) => (
  <Box p={4} bg="brand.surface" borderRadius="card" borderWidth="1px" borderColor="brand.border">
    <Text fontSize="xs" color="brand.textMuted">
      <FormattedMessage id={labelId} />
    </Text>
    <Text fontWeight="bold">{children}</Text>
  </Box>
);

const UserInfo = observer(function UserInfo() {
  const root = useStore();
  const { auth } = root;
  const cur = currencyLabel(root.config, auth.currency);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} data-testid="profile-userinfo">
      <Field labelId="profile.field.name">{`${auth.user.firstName} ${auth.user.lastName}`.trim() || '—'}</Field>
      <Field labelId="profile.field.email">{auth.user.email || '—'}</Field>
      <Field labelId="profile.field.id">{auth.user.id}</Field>
      <Field labelId="profile.field.currency">{cur}</Field>
      <Field labelId="header.balance">
        <Money value={auth.balance} /> {cur}
      </Field>
      <Field labelId="header.bonusBalance">
        <Money value={auth.bonusBalance} /> {cur}
      </Field>
    </SimpleGrid>
  );
});

const Bonus = observer(function Bonus() {
  const root = useStore();
  const { auth } = root;
  useEffect(() => {
    void auth.fetchBonusState();
    void auth.fetchWagerInfo();
  }, [auth]);
  const cur = currencyLabel(root.config, auth.currency);
  const w = auth.wageringData;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} data-testid="profile-bonus">
      <Field labelId="profile.bonus.total">
        <Money value={w.totalWagerAmount || auth.wageringAmount} /> {cur}
      </Field>
      <Field labelId="profile.bonus.played">
        <Money value={w.alreadyPlaid || auth.amountPlayed} /> {cur}
      </Field>
      <Field labelId="profile.bonus.left">
        <Money value={w.leftToPlay || auth.amountLeftToPlay} /> {cur}
      </Field>
    </SimpleGrid>
  );
});

const CasinoHistory = observer(function CasinoHistory() {
  const root = useStore();
  const history = useHistoryList<CasinoBet>(root.profileHistory.casinoBets, `casino|${root.locale.apiCode}`);
  return (
    <LazyHistoryTable
      testId="casino-history"
      history={history}
      columns={[
        { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.date} /> },
        { labelId: 'profile.col.provider', cell: (r) => r.provider ?? '' },
        { labelId: 'profile.col.amount', cell: (r) => <Money value={r.amount} /> },
        { labelId: 'profile.col.balanceAfter', cell: (r) => <Money value={r.balance_after} /> },
      ]}
    />
  );
});

/** Transactions and balance history: the payment history call (spec §7), one server page at a time. */
const Payments = observer(function Payments({ testId }: { testId: string }) {
  const root = useStore();
  // The two sections share the call; switching between them starts the list again.
  const history = useHistoryList<Payment>(root.profileHistory.payments, `${testId}|${root.locale.apiCode}`);
  return (
    <LazyHistoryTable
      testId={testId}
      history={history}
      columns={[
        { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
        { labelId: 'profile.col.system', cell: (r) => r.payment_system ?? '' },
        { labelId: 'profile.col.amount', cell: (r) => <Money value={r.value} /> },
        { labelId: 'profile.col.balanceAfter', cell: (r) => <Money value={r.balance_after} /> },
      ]}
    />
  );
});

const ChangeLanguage = observer(function ChangeLanguage() {
  const { locale } = useStore();
  return (
    <HStack gap={3} wrap="wrap" data-testid="profile-language">
      {locale.languages.map((l) => (
        <Button
          key={l.code}
          onClick={() => locale.setLanguage(l.code)}
          variant={l.code === locale.language ? 'solid' : 'outline'}
          bg={l.code === locale.language ? 'brand.primary' : undefined}
          color={l.code === locale.language ? 'brand.primaryText' : 'brand.text'}
          borderRadius="button"
        >
          {l.label}
        </Button>
      ))}
    </HStack>
  );
});

const SECTIONS: Record<string, () => ReactNode> = {
  '': () => <CasinoHistory />,
  'casino-history': () => <CasinoHistory />,
  'transactions-history': () => <Payments testId="transactions-history" />,
  'balance-history': () => <Payments testId="balance-history" />,
  bonus: () => <Bonus />,
  'change-language': () => <ChangeLanguage />,
  contacts: () => <ContactsList />,
  'change-password': () => <ChangePasswordSection />,
  'payment/top-up': () => <CashDeskSection kind="Deposit" />,
  'payment/withdrawal': () => <CashDeskSection kind="Withdrawal" />,
};

/** One profile section, chosen by the path after /profile/; sections without their own view show the player's account. */
export default function ProfileSection() {
  const { pathname } = useLocation();
  const key = pathname.replace(/^\/profile\/?/, '').replace(/\/$/, '');
  const render = SECTIONS[key] ?? (() => <UserInfo />);
  return <Stack gap={4}>{render()}</Stack>;
}
