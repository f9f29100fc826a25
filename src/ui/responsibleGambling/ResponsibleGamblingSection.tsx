import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ActionButton } from '../common/ActionButton';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExclusionKind, LimitKind } from '../../models/responsibleGambling/ResponsibleGamblingStore';
import { useStore } from '../StoreContext';
import { AmountRefusal, NumberInput } from '../common/NumberInput';
import { Modal } from '../common/Modal';
import { Loading } from '../common/Page';
import { SectionTitle } from '../common/SectionTitle';
import { Money } from '../common/Money';
import { formatWhen } from './when';

const isMinutes = (kind: LimitKind) => kind === 'sessionMinutes';

/** Profile → responsible gambling: the player's limits, the reality-check interval, time-out and self-exclusion. */
export const ResponsibleGamblingSection = observer(function ResponsibleGamblingSection() {
  const { responsibleGambling: rg } = useStore();
  useEffect(() => {
    void rg.load();
  }, [rg]);
  if (!rg.settings) return null;
  return (
    <Stack gap="6" data-testid="profile-rg">
      <SectionTitle id="profile.tab.responsibleGambling" />
      <Text color="brand.textMuted">
        <FormattedMessage id="rg.limits.intro" values={{ hours: rg.coolingPeriodHours ?? rg.settings.coolingPeriodHours }} />
      </Text>
      {!rg.loaded && !rg.errorId ? (
        <Loading />
      ) : (
        <Stack gap="3">
          {rg.settings.limits.map((kind) => (
            <LimitRow key={kind} kind={kind} />
          ))}
        </Stack>
      )}
      {rg.errorId && (
        <Text role="alert" color="brand.error" data-testid="rg-error">
          <FormattedMessage id={rg.errorId} />
        </Text>
      )}
      <RealityCheckChoice />
      <Exclusion kind="timeOut" days={rg.settings.timeOutDays} />
      <Exclusion kind="selfExclusion" days={rg.settings.selfExclusionDays} />
    </Stack>
  );
});

/** One limit: what is set, used and left, a pending change with its date, and a field to change it. */
const LimitRow = observer(function LimitRow({ kind }: { kind: LimitKind }) {
  const { responsibleGambling: rg, notify, auth, config } = useStore();
  const intl = useIntl();
  // null while the field shows text that is not an amount (or number of minutes) in the page language.
  const [value, setValue] = useState<number | null>(0);
  const decimals = isMinutes(kind) ? 0 : config.rules.amountDecimals;
  const limit = rg.limitOf(kind);
  const unit = isMinutes(kind) ? intl.formatMessage({ id: 'rg.unit.minutes' }) : auth.currencyLabel;
  const amount = (n: number) => (isMinutes(kind) ? String(n) : <Money value={n} />);
  const when = (ms: number) => formatWhen(ms, intl.locale, config.rules.displayDateFormat);
  const save = async (next: number | null) => {
    const result = await rg.setLimit(kind, next);
    if (!result) return;
    setValue(0);
    if (result.pendingUntil !== undefined) notify.success('rg.limit.savedPending', { date: when(result.pendingUntil) });
    else notify.success('rg.limit.saved');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value !== null && value > 0) void save(value);
  };
  return (
    <Box p="4" bg="brand.surface" borderRadius="card" borderWidth="[1px]" borderColor="brand.border" data-testid={`rg-limit-${kind}`}>
      <Text fontWeight="semibold">
        <FormattedMessage id={`rg.limit.${kind}`} />
      </Text>
      <Text fontSize="sm" data-testid={`rg-limit-${kind}-current`}>
        {limit.amount === null ? (
          <FormattedMessage id="rg.limit.none" />
        ) : (
          <FormattedMessage id="rg.limit.current" values={{ amount: amount(limit.amount), unit }} />
        )}
        {limit.remaining !== null && (
          <>
            {' · '}
            <FormattedMessage id="rg.limit.left" values={{ amount: amount(limit.remaining), unit }} />
          </>
        )}
      </Text>
      {limit.pending && (
        <Text fontSize="sm" color="brand.warning" data-testid={`rg-limit-${kind}-pending`}>
          {limit.pending.amount === null ? (
            <FormattedMessage id="rg.limit.pendingRemoval" values={{ date: when(limit.pending.effectiveAt) }} />
          ) : (
            <FormattedMessage id="rg.limit.pendingUntil" values={{ amount: amount(limit.pending.amount), unit, date: when(limit.pending.effectiveAt) }} />
          )}
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <HStack gap="2" mt="3" wrap="wrap">
          <NumberInput
            value={value}
            onValueChange={setValue}
            decimals={decimals}
            maxW="[200px]"
            placeholder={intl.formatMessage({ id: 'rg.limit.placeholder' }, { unit })}
            aria-label={intl.formatMessage({ id: `rg.limit.${kind}` })}
            data-testid={`rg-limit-${kind}-input`}
          />
          <Button
            type="submit"
            disabled={value === null || !(value > 0) || rg.actionProcessing}
            bg="brand.primary"
            color="brand.primaryText"
            borderRadius="button"
            data-testid={`rg-limit-${kind}-save`}
          >
            <FormattedMessage id="rg.limit.save" />
          </Button>
          {limit.amount !== null && !(limit.pending && limit.pending.amount === null) && (
            <Button
              variant="outline"
              borderColor="brand.border"
              color="brand.text"
              borderRadius="button"
              disabled={rg.actionProcessing}
              onClick={() => void save(null)}
              data-testid={`rg-limit-${kind}-remove`}
            >
              <FormattedMessage id="rg.limit.remove" />
            </Button>
          )}
        </HStack>
        {value === null && <AmountRefusal decimals={decimals} testId={`rg-limit-${kind}-unreadable`} />}
      </form>
    </Box>
  );
});

/** The reality-check interval among the brand's allowed values. */
const RealityCheckChoice = observer(function RealityCheckChoice() {
  const { realityCheck: rc, notify } = useStore();
  const intl = useIntl();
  return (
    <Stack gap="2" data-testid="rg-reality-check">
      <SectionTitle id="rg.realityCheck.title" />
      <Text color="brand.textMuted">
        <FormattedMessage id="rg.realityCheck.intro" />
      </Text>
      <NumberSelect
        value={rc.intervalMinutes}
        options={rc.allowedMinutes}
        word={(m) => intl.formatMessage({ id: 'rg.realityCheck.every' }, { minutes: m })}
        label={intl.formatMessage({ id: 'rg.realityCheck.title' })}
        onChange={(m) => {
          if (rc.setIntervalMinutes(m)) notify.success('rg.realityCheck.saved');
        }}
        testId="rg-reality-check-interval"
      />
    </Stack>
  );
});

/** A choice among numbers (minutes, days), each option worded by `word`. */
function NumberSelect(props: { value: number; options: readonly number[]; word(n: number): string; label: string; onChange(n: number): void; testId: string }) {
  return (
    <NativeSelect.Root maxW="[240px]">
      <NativeSelect.Field
        value={String(props.value)}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
        aria-label={props.label}
        data-testid={props.testId}
      >
        {props.options.map((n) => (
          <option key={n} value={String(n)}>
            {props.word(n)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A time-out or self-exclusion: a period, then a confirmation that says what happens. */
const Exclusion = observer(function Exclusion({ kind, days }: { kind: ExclusionKind; days: number[] }) {
  const { responsibleGambling: rg } = useStore();
  const intl = useIntl();
  const [chosen, setChosen] = useState(days[0]);
  const [confirming, setConfirming] = useState(false);
  const period = intl.formatMessage({ id: 'rg.days' }, { days: chosen });
  return (
    <Stack gap="2" data-testid={`rg-${kind}`}>
      <SectionTitle id={`rg.${kind}.title`} />
      <Text color="brand.textMuted">
        <FormattedMessage id={`rg.${kind}.intro`} />
      </Text>
      <HStack gap="2" wrap="wrap">
        <NumberSelect
          value={chosen}
          options={days}
          word={(d) => intl.formatMessage({ id: 'rg.days' }, { days: d })}
          label={intl.formatMessage({ id: `rg.${kind}.title` })}
          onChange={setChosen}
          testId={`rg-${kind}-days`}
        />
        <Button
          variant="outline"
          borderColor="brand.error"
          color="brand.error"
          borderRadius="button"
          onClick={() => setConfirming(true)}
          data-testid={`rg-${kind}-start`}
        >
          <FormattedMessage id={`rg.${kind}.start`} />
        </Button>
      </HStack>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={<FormattedMessage id={`rg.${kind}.title`} />} testId={`rg-${kind}-confirm`}>
        <Text mb="6">
          <FormattedMessage id={`rg.${kind}.confirm`} values={{ period }} />
        </Text>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={() => setConfirming(false)} data-testid={`rg-${kind}-cancel`}>
            <FormattedMessage id="common.no" />
          </Button>
          <ActionButton
            bg="brand.error"
            color="white"
            borderRadius="button"
            loading={rg.actionProcessing}
            onClick={async () => {
              const done = await rg.exclude(kind, chosen);
              if (!done) setConfirming(false);
            }}
            data-testid={`rg-${kind}-yes`}
          >
            <FormattedMessage id={`rg.${kind}.yes`} values={{ period }} />
          </ActionButton>
        </HStack>
      </Modal>
    </Stack>
  );
});
