import { Box, Button, Center, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useMatches, useParams } from 'react-router-dom';
import { checkFrameUrl, FRAME_REFERRER_POLICY, sandboxFor, sportFrameHosts } from '../../config/frames';
import { usePageStore, useStore } from '../../ui/StoreContext';
import { Loading, Muted } from '../../ui/common/Page';
import NotFoundPage from '../NotFoundPage';
import { frameBanned, frameForRoute, frameLabelId, frameLanguage, frameUrl, sportPage, type SportRoute } from '../../models/shell/sportFrame';

/** Route handle of the sport route families (src/app/routes.tsx): which family this route belongs to. */
export interface SportRouteHandle {
  sportRoute?: SportRoute;
}

/**
 * A sport route family's frame, as configured in brand.json `sport.frames`: the token (SportFramesStore) is fetched on
 * mount and whenever auth, page or language changes; the frame starts once it arrives; it is dropped
 * on leaving or when the player is not signed in (who sees a sign-in notice). A family the brand gives
 * no enabled frame is not found (brand config switched it off); one whose provider or casino type the
 * platform bans today redirects to / (spec rule for the runtime blocklist).
 */
const SportFramePage = observer(function SportFramePage() {
  const root = useStore();
  const intl = useIntl();
  const matches = useMatches();
  const { pathname } = useLocation();
  const { category } = useParams();
  const route = matches.map((m) => (m.handle as SportRouteHandle | undefined)?.sportRoute).find(Boolean);
  const { config } = root;
  const frame = frameForRoute(config, route);
  const closed = !!frame && frameBanned(frame, root.app.bans);
  const language = frame ? frameLanguage(config, frame, root.locale.language) : '';
  const page = sportPage(pathname, category);
  const isAuth = root.auth.isAuth;
  const sportFrames = usePageStore('sportFrames');
  // The token belongs to one frame, player state, page and language: a change of any asks for a new one.
  const key = `${frame?.id ?? ''}|${isAuth}|${page}|${language}`;

  useEffect(() => {
    if (!frame || closed || !isAuth) return;
    void sportFrames.loadToken(frame, key);
    // Leaving drops the token (the next visit asks for a fresh one); a remount at once (StrictMode) keeps it.
    return () => sportFrames.leave(key);
  }, [sportFrames, frame, closed, isAuth, key]);

  if (!frame) return <NotFoundPage />;
  if (closed) return <Navigate to="/" replace />;

  if (!isAuth) {
    return (
      <Center py="16">
        <Stack align="center" gap="4" data-testid="sport-login">
          <Muted id="sport.pleaseAuth" />
          <Button bg="brand.primary" color="brand.primaryText" borderRadius="button" onClick={() => root.app.openAuthModal('SignIn')}>
            <FormattedMessage id="header.login" />
          </Button>
        </Stack>
      </Center>
    );
  }
  const state = sportFrames.stateOf(key);
  if (state.status === 'failed') {
    return (
      <Center py="16">
        <Muted id="sport.unavailable" />
      </Center>
    );
  }
  if (state.status !== 'ready') return <Loading />;

  const decision = checkFrameUrl(frameUrl(config, frame, { token: state.token, parentHost: window.location.host, page, language }), {
    siteOrigin: window.location.origin,
    allowedHosts: sportFrameHosts(config),
    allowOwnOrigin: config.brand.frames?.allowOwnOrigin,
  });
  if (!decision.ok) {
    return (
      <Center py="16">
        <Box role="alert" data-testid="sport-frame-refused">
          <Muted id={decision.reason === 'own-origin' ? 'sport.frameOwnOrigin' : 'sport.frameRefused'} />
        </Box>
      </Center>
    );
  }
  return (
    <Box h="[calc(100vh - 64px)]" data-testid="sport-frame" data-frame={frame.id}>
      <iframe
        title={intl.formatMessage({ id: frameLabelId(frame) })}
        src={decision.url}
        sandbox={sandboxFor(config, 'sport', frame, decision.ownOrigin)}
        referrerPolicy={FRAME_REFERRER_POLICY}
        style={{ border: 0, width: '100%', height: '100%' }}
        allow="fullscreen"
      />
    </Box>
  );
});
export default SportFramePage;
