import { useEffect, useRef } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { authRedirectState, safeReturnPath } from '../../ui/safeRedirect';
import { CASINO_MESSAGES } from '../../models/casino/CasinoStore';
import { GameFrame, type GameFrameState } from '../../ui/casino/GameFrame';
import { useStore } from '../../ui/StoreContext';
import type { GameSessionState } from '../../models/casino/GameSessionStore';
import { CASINO_PATHS, DEMO_PARAM, gameRoutePlatform } from '../../catalogue/paths';
import { MaintenanceScreen } from '../../ui/shell/MaintenanceScreen';
import { RealityCheckDialog } from '../../ui/responsibleGambling/RealityCheckDialog';

/**
 * /casino/game/:provider/:gameId (and the mobile route): a guest goes to /auth remembering this
 * page; a player's game is launched by the casino store (`openGame`, models/casino/GameSessionStore.ts:
 * bans, the provider's list, the launch, the frame URL check) and played in an allow-listed frame.
 * With ?demo=1 anyone plays the provider's demo (for fun) when the brand offers it; the page says so.
 * A provider in maintenance shows the platform's notice instead.
 */

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
  // the session store is loaded with the first game opened (casino.openGame): until then, the launching spinner
  const session = root.casino.gameSession;
  // The route's loader has usually opened the game already (then this is a no-op); on the start URL and after
  // a maintenance screen the page opens it. Leaving the page closes it: an answer still on its way is dropped.
  const platform = gameRoutePlatform(pathname);
  useEffect(() => {
    void root.casino.openGame(provider, gameId, { demo, platform, siteOrigin: window.location.origin });
    return () => root.casino.gameSession?.close({ provider, gameId });
  }, [root, provider, gameId, demo, platform]);

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
      <GameFrame state={frameState(session?.state ?? { kind: 'idle' })} onRetry={() => void session?.retry()} onBack={back} />
      <RealityCheckDialog />
    </Box>
  );
});

/** The frame's view of the session: every step before the frame or an error is the launching spinner. */
function frameState(state: GameSessionState): GameFrameState {
  if (state.kind === 'ready') return state;
  if (state.kind === 'error') return { kind: 'error', messageId: state.messageId, detailId: state.detailId };
  return { kind: 'launching' };
}

export default GamePage;
