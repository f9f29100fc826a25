import { useEffect, useRef, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { authRedirectState, safeReturnPath } from '../../ui/safeRedirect';
import { CASINO_MESSAGES } from '../../models/casino/CasinoStore';
import { GameFrame, type GameFrameState } from '../../ui/casino/GameFrame';
import { checkFrameUrl, FRAME_REFERRER_POLICY, frameRefusalLine, gameFrameHosts, sandboxFor, type FrameDecision } from '../../config/frames';
import { useStore } from '../../ui/StoreContext';
import { isGameRouteAvailable, launchErrorState } from './gameLaunch';
import { CASINO_PATHS, DEMO_PARAM } from './paths';
import { MaintenanceScreen } from '../../ui/shell/MaintenanceScreen';
import { casinoStores } from './useCasino';
import { RealityCheckDialog } from '../../ui/responsibleGambling/RealityCheckDialog';

/**
 * /casino/game/:provider/:gameId (and the mobile route): a guest goes to /auth remembering this
 * page; a player gets the game's session URL from the store and plays it in an allow-listed frame.
 * A game of an unknown, disabled or banned provider (or banned casino type) is "not available".
 * With ?demo=1 anyone plays the provider's demo (for fun) when the brand offers it; the page says so.
 * A provider in maintenance shows the platform's notice instead.
 */
const MOBILE_PREFIX = CASINO_PATHS.mobileGame.slice(0, CASINO_PATHS.mobileGame.indexOf('/casino/'));

const GamePage = observer(function GamePage() {
  const root = useStore();
  const { search } = useLocation();
  const { provider = '' } = useParams();
  const demo = new URLSearchParams(search).get(DEMO_PARAM) === '1';
  const notice = root.maintenance.providerNotice(provider);
  if (notice) return <MaintenanceScreen notice={notice} />;
  if (!root.auth.isAuth && !demo) return <GuestRedirect />;
  return <PlayerGame demo={demo} />;
});

/** Guests see 'please auth' and go to /auth; the sign-in returns them here (safe path only, see ui/safeRedirect). */
function GuestRedirect() {
  const root = useStore();
  const location = useLocation();
  const navigate = useNavigate();
  const told = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount; the guest is told and sent to /auth a single time, not again when the location object changes
  useEffect(() => {
    if (!told.current) root.notify.add({ messageId: CASINO_MESSAGES.pleaseAuth, type: 'default' });
    told.current = true;
    navigate('/auth', { replace: true, state: authRedirectState(location) });
  }, []);
  return <GameFrame state={{ kind: 'error', messageId: 'casino.game.pleaseAuth' }} onRetry={() => undefined} onBack={() => navigate(CASINO_PATHS.home)} />;
}

const PlayerGame = observer(function PlayerGame({ demo }: { demo: boolean }) {
  const root = useStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const { provider = '', gameId = '' } = useParams();
  const { pathname, state: routeState } = useLocation();
  const { casino } = casinoStores(root);
  const [error, setError] = useState<GameFrameState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const game = casino?.findGame(provider, gameId);
  const listError = casino?.providerError(provider);
  const listLoading = casino?.isProviderLoading(provider) ?? false;
  const listLoaded = !!casino?.gamesByProviders[provider];
  const available = isGameRouteAvailable(root.config.providers.providers, root.app.bans, provider, game);
  // today's bans must be known before a launch (a game URL opened directly may come before the blocklist):
  // loadBlocklist joins the start-up load still in progress, and asks again only when none is (it failed)
  const [bansChecked, setBansChecked] = useState(root.app.blocklistLoaded);
  useEffect(() => {
    if (bansChecked) return;
    if (root.app.blocklistLoaded) return setBansChecked(true);
    let live = true;
    void root.app.loadBlocklist().finally(() => live && setBansChecked(true));
    return () => {
      live = false;
    };
  }, [root, bansChecked]);

  // the mobile game route launches the mobile variant, whatever the window size
  const routePlatform = pathname.startsWith(MOBILE_PREFIX) ? 'mobile' : undefined;
  useEffect(() => {
    if (casino && routePlatform && casino.platform !== routePlatform) casino.setPlatform(routePlatform);
  }, [casino, routePlatform]);

  useEffect(() => {
    if (!casino || listLoaded || !available || !bansChecked) return;
    void casino.loadProvider(provider);
  }, [casino, provider, listLoaded, available, bansChecked]);

  useEffect(() => () => casino?.clearGameUrl(), [casino]);

  const launched = game && casino?.activeGame?.id === game.id && casino.gameUrl && casino.demo === demo ? casino.gameUrl : '';
  const rules = root.config.rules;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger, a new value launches again
  useEffect(() => {
    if (!casino || !game || !available || !bansChecked || launched || casino.launchProcessing || error) return;
    void (demo ? casino.launchDemo(game) : casino.launchGame(game)).then((res) => {
      if (!res.ok) setError(launchErrorState(res, rules));
    });
  }, [casino, game, available, bansChecked, launched, error, attempt, rules, demo]);

  const { config } = root;
  const decision: FrameDecision | undefined = launched
    ? checkFrameUrl(launched, { siteOrigin: window.location.origin, allowedHosts: gameFrameHosts(config), allowOwnOrigin: config.brand.frames?.allowOwnOrigin })
    : undefined;
  const refusal = decision && !decision.ok ? frameRefusalLine(provider, launched, decision.reason, window.location.origin) : '';
  useEffect(() => {
    if (refusal) casino?.reportFrameRefusal(refusal);
  }, [casino, refusal]);

  const state = ((): GameFrameState => {
    if (!root.auth.isPlayer && !demo) return { kind: 'error', messageId: 'casino.game.pleaseAuth' };
    if (!casino || !available) return { kind: 'error', messageId: 'casino.game.unavailable' };
    if (error) return error;
    if (decision) {
      if (!decision.ok) return { kind: 'error', messageId: decision.reason === 'own-origin' ? 'casino.game.ownOrigin' : 'casino.game.blockedHost' };
      const entry = config.providers.providers.find((p) => p.id === provider);
      return {
        kind: 'ready',
        url: decision.url,
        title: game?.gameName ?? gameId,
        sandbox: sandboxFor(config, 'game', entry, decision.ownOrigin),
        referrerPolicy: FRAME_REFERRER_POLICY,
      };
    }
    if (!game && listError && !listLoading) return { kind: 'error', messageId: 'casino.game.providerDown' };
    if (!game && listLoaded && !listLoading) return { kind: 'error', messageId: 'casino.game.unavailable' };
    return { kind: 'launching' };
  })();

  const retry = () => {
    setError(null);
    casino?.clearGameUrl();
    if (!game) void casino?.retryProvider(provider);
    setAttempt((n) => n + 1);
  };
  // the page the player chose the game on (kept by the sign-in redirect), else the previous page
  const from = safeReturnPath(routeState, '');
  const back = () => {
    if (from) return navigate(from);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(CASINO_PATHS.home);
  };
  return (
    <Box w="full" data-testid="game-page" data-provider={provider} data-game={gameId} data-demo={demo || undefined}>
      {demo && (
        <Text data-testid="demo-banner" role="note" px="4" py="2" fontSize="sm" textAlign="center" bg="brand.surface" color="brand.text">
          {intl.formatMessage({ id: root.auth.isAuth ? 'casino.game.demoBannerPlayer' : 'casino.game.demoBanner' })}
        </Text>
      )}
      <GameFrame state={state} onRetry={retry} onBack={back} />
      <RealityCheckDialog />
    </Box>
  );
});

export default GamePage;
