import { Box } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { linkTarget } from '../../config/linkTarget';
import { DailyWinnings } from '../../ui/casino/DailyWinnings';
import { PromoSlider } from '../../ui/casino/PromoSlider';
import { JackpotsStrip } from '../../ui/casino/JackpotsStrip';
import { JACKPOTS_STRIP_MIN_H } from '../../ui/casino/tokens';
import { usePageStore, useStore } from '../../ui/StoreContext';

const JackpotsRow = observer(function JackpotsRow({ labelId }: { labelId: string }) {
  const root = useStore();
  const intl = useIntl();
  const jackpots = usePageStore('jackpots');
  // The platform's info call takes no language: unless the brand says its text fits, the packs speak.
  const brandInfo = root.config.catalogue.jackpots.infoText !== 'platform';
  useEffect(() => {
    void jackpots.loadJackpots();
    if (!brandInfo) void jackpots.loadInfo();
    jackpots.startFakePolling();
    return () => jackpots.stopFakePolling();
  }, [jackpots, brandInfo]);
  const info = brandInfo
    ? { title: intl.formatMessage({ id: 'casino.jackpots.info.title' }), description: intl.formatMessage({ id: 'casino.jackpots.info.text' }) }
    : jackpots.infoText;
  // Until the jackpots call answers, the strip holds its room (nothing under it moves when they come) and shows no
  // polled winners yet (they would be pushed aside by the jackpots arriving in front of them).
  const answered = jackpots.status !== 'idle';
  return (
    <Box minH={answered ? undefined : JACKPOTS_STRIP_MIN_H}>
      <JackpotsStrip
        title={intl.formatMessage({ id: labelId })}
        currency={root.auth.currencyLabel}
        decimals={root.config.rules.amountDecimals}
        jackpots={jackpots.jackpots.map((j) => ({
          id: String(j.id),
          name: j.name,
          amount: j.amount,
          image: j.image,
          lastWinner: j.last_winner,
          lastWinAmount: j.last_win_amount,
        }))}
        fake={answered ? jackpots.fakeJackpots.map((f) => ({ amount: f.amount_jackpot, winner: f.winner_nickname })) : []}
        won={jackpots.wonList}
        info={info}
      />
    </Box>
  );
});

const DailyWinningsRow = observer(function DailyWinningsRow({ labelId }: { labelId: string }) {
  const root = useStore();
  const intl = useIntl();
  const dailyWinnings = usePageStore('dailyWinnings');
  useEffect(() => {
    void dailyWinnings.load();
  }, [dailyWinnings]);
  // grouped by tier, in the store's tier order
  const tiers = dailyWinnings.tiers.map((tier) => ({
    tier,
    items: dailyWinnings.byTier(tier).map((w) => ({
      userName: w.user_name,
      provider: root.casino.providerName(w.provider),
      bet: w.bet,
      multiple: w.multiple,
      amount: w.amount,
      date: w.date,
      type: w.type,
    })),
  }));
  return (
    <DailyWinnings title={intl.formatMessage({ id: labelId })} currency={root.auth.currencyLabel} decimals={root.config.rules.amountDecimals} tiers={tiers} />
  );
});

// The engine's phone breakpoint (Chakra md): slides marked mobile or desktop follow it.
const PHONE_QUERY = '(max-width: 767px)';
function subscribePhone(cb: () => void) {
  const mq = window.matchMedia?.(PHONE_QUERY);
  mq?.addEventListener('change', cb);
  return () => mq?.removeEventListener('change', cb);
}
const isPhone = () => Boolean(window.matchMedia?.(PHONE_QUERY).matches);

/** The promotion slider bound to root.slider: slides of the site language and device, links checked against brand.externalLinkHosts. */
export const LobbySlider = observer(function LobbySlider({ labelId }: { labelId: string }) {
  const root = useStore();
  const intl = useIntl();
  const slider = usePageStore('slider');
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  useEffect(() => {
    void slider.load();
  }, [slider]);
  const { locale, config } = root;
  const hosts = config.brand.externalLinkHosts ?? [];
  const slides = slider.visible(locale.slideCode, phone ? 'mobile' : 'desktop').map((s) => ({
    id: s.id,
    image: s.url_image,
    target: linkTarget(s.url, window.location.origin, hosts),
  }));
  return <PromoSlider slides={slides} loading={slider.status === 'idle'} label={intl.formatMessage({ id: labelId })} />;
});

/** A lobby strip shown when its brand feature is on; its store loads with the strip (usePageStore in the row). */
function featureStrip(feature: 'jackpots' | 'dailyWinnings', Row: ComponentType<{ labelId: string }>) {
  return observer(function LobbyStrip({ labelId }: { labelId: string }) {
    return useStore().config.brand.features[feature] !== false ? <Row labelId={labelId} /> : null;
  });
}

/** Jackpots strip bound to root.jackpots. */
export const LobbyJackpots = featureStrip('jackpots', JackpotsRow);
/** Daily winnings bound to root.dailyWinnings. */
export const LobbyDailyWinnings = featureStrip('dailyWinnings', DailyWinningsRow);
