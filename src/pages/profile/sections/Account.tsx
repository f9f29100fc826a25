import { Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { Loading } from '../../../ui/common/Page';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { shownProfileLinks } from '../links';
import { Field, MoneyField } from './common';
import { FailureText } from './FailureText';
import { ProfileEditSection } from './ProfileEditForm';
import { PrimaryButton } from '../../../ui/common/ActionButton';
import { selectedColors } from '../../../ui/common/selected';

/** The player's balance and bonus balance. */
const Balances = observer(function Balances() {
  const { auth } = useStore();
  return (
    <>
      <MoneyField labelId="header.balance" value={auth.balance} />
      <MoneyField labelId="header.bonusBalance" value={auth.bonusBalance} />
    </>
  );
});

/** User info: the platform's profile (GET /profile) with the balances. */
export const UserInfo = observer(function UserInfo() {
  const { auth } = useStore();
  const profile = usePageStore('profile');
  useEffect(() => {
    void profile.load();
  }, [profile]);
  const p = profile.personal;
  const name = profile.loaded ? `${p.firstName} ${p.lastName}` : `${auth.user.firstName} ${auth.user.lastName}`;
  return (
    <Stack gap="4">
      <SectionTitle id="profile.tab.userInfo" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="profile-userinfo">
        <Field labelId="profile.field.name">{name.trim() || '—'}</Field>
        <Field labelId="profile.field.username">{p.username || '—'}</Field>
        <Field labelId="profile.field.email">{p.email || auth.user.email || '—'}</Field>
        <Field labelId="profile.field.phone">{p.phone || '—'}</Field>
        <Field labelId="profile.field.id">{auth.user.id}</Field>
        <Field labelId="profile.field.currency">{auth.currencyLabel}</Field>
        <Balances />
      </SimpleGrid>
      <ProfileEditSection profile={profile} />
      <FailureText failure={profile.failures.profile} whereId="profile.where.userinfo" />
    </Stack>
  );
});

/** Dashboard: the balances at a glance and a link to every section the table puts there. */
export const Dashboard = observer(function Dashboard() {
  const root = useStore();
  const { auth } = root;
  return (
    <Stack gap="4" data-testid="profile-dashboard">
      <SectionTitle id="profile.tab.dashboard" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Balances />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" as="ul" listStyleType="none">
        {shownProfileLinks('dashboard', root.config, auth.user.role).map(({ to, labelId }) => (
          <li key={to}>
            <Link asChild color="brand.primary">
              <RouterLink to={to}>
                <FormattedMessage id={labelId} />
              </RouterLink>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
});

const Choice = ({ active, onClick, children, testId }: { active: boolean; onClick(): void; children: React.ReactNode; testId?: string }) => (
  <Button
    onClick={onClick}
    aria-pressed={active}
    variant={active ? 'solid' : 'outline'}
    {...selectedColors(active)}
    borderRadius="button"
    size="sm"
    data-testid={testId}
  >
    {children}
  </Button>
);

export const LanguageChoices = observer(function LanguageChoices() {
  const { locale } = useStore();
  return (
    <HStack gap="3" wrap="wrap" data-testid="profile-language">
      {locale.languages.map((l) => (
        <Choice key={l.code} active={l.code === locale.language} onClick={() => locale.setLanguage(l.code)}>
          {l.label}
        </Choice>
      ))}
    </HStack>
  );
});

export function ChangeLanguage() {
  return (
    <Stack gap="4">
      <SectionTitle id="profile.tab.changeLanguage" />
      <LanguageChoices />
    </Stack>
  );
}

/** Settings: theme, language and odds format (kept in the user's settings). */
export const Settings = observer(function Settings() {
  const { userSettings, config } = useStore();
  const odds = config.rules.oddTypes ?? [{ value: config.rules.defaults.oddType, labelId: `odds.${config.rules.defaults.oddType}` }];
  return (
    <Stack gap="5" data-testid="profile-settings">
      <SectionTitle id="profile.tab.settings" />
      <Stack gap="2">
        <Text fontWeight="bold">
          <FormattedMessage id="profile.settings.theme" />
        </Text>
        <HStack gap="3">
          {(['light', 'dark'] as const).map((t) => (
            <Choice key={t} active={userSettings.themeMode === t} onClick={() => userSettings.setProp('theme', t)} testId={`theme-${t}`}>
              <FormattedMessage id={`profile.settings.theme.${t}`} />
            </Choice>
          ))}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="bold">
          <FormattedMessage id="profile.settings.language" />
        </Text>
        <LanguageChoices />
      </Stack>
      <Stack gap="2">
        <Text fontWeight="bold">
          <FormattedMessage id="profile.settings.odds" />
        </Text>
        <HStack gap="3" wrap="wrap">
          {odds.map((o) => (
            <Choice key={o.value} active={userSettings.odd === o.value} onClick={() => userSettings.setProp('oddType', o.value)} testId={`odds-${o.value}`}>
              <FormattedMessage id={o.labelId} />
            </Choice>
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
});

/** Verification: whether the platform has the player's e-mail as verified, and sending the e-mail again. */
export const Verification = observer(function Verification({ confirmedPage = false }: { confirmedPage?: boolean }) {
  const { notify } = useStore();
  const profile = usePageStore('profile');
  useEffect(() => {
    void profile.load();
  }, [profile]);
  const resend = async () => {
    if (!(await profile.sendVerification())) notify.success('profile.verification.sent');
  };
  const verified = profile.personal.verified;
  return (
    <Stack gap="4" data-testid={confirmedPage ? 'profile-verification-confirmed' : 'profile-verification'}>
      <SectionTitle id={confirmedPage ? 'profile.tab.verificationConfirmed' : 'profile.tab.verification'} />
      {!profile.loaded && !profile.failures.profile ? (
        <Loading />
      ) : (
        <Text data-testid="verification-status" data-verified={verified === true}>
          <FormattedMessage
            id={verified ? (confirmedPage ? 'profile.verification.confirmed' : 'profile.verification.verified') : 'profile.verification.notVerified'}
          />
        </Text>
      )}
      {profile.loaded && !verified && (
        <PrimaryButton alignSelf="start" onClick={() => void resend()} disabled={profile.actionProcessing}>
          <FormattedMessage id="profile.verification.resend" />
        </PrimaryButton>
      )}
      <FailureText failure={profile.failures.verification ?? profile.failures.profile} whereId="profile.where.verification" />
    </Stack>
  );
});
