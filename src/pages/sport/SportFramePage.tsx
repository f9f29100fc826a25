import { Box, Button, Center, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useMatches, useParams } from 'react-router-dom';
import type { RootStore } from '../../models/RootStore';
import { useEnv, useStore } from '../../ui/StoreContext';
import { Loading, Muted } from '../common/Page';

type FrameKind = 'betconstruct' | 'digitain';

/** Sport is blocked when its casino type (the one whose path is a sport frame) or a sport provider is banned. */
function sportBanned(root: RootStore): boolean {
  const sportTypes = root.config.catalogue.casinoTypes.filter((t) => /^\/(bc|digsport)(\/|$)/.test(t.path)).map((t) => t.id);
  if (sportTypes.some((t) => root.app.isCasinoTypeBanned(t))) return true;
  return root.config.providers.providers.some((p) => sportTypes.includes(p.casinoType) && root.app.isProviderBanned(p.id));
}

/**
 * The bookmaker frames (/bc/*, /digsport/*): a token is fetched when auth, page or language
 * changes; the frame starts once it arrives and is dropped when the player logs out.
 */
const SportFramePage = observer(function SportFramePage() {
  const root = useStore();
  const env = useEnv();
  const matches = useMatches();
  const { pathname } = useLocation();
  const { category } = useParams();
  const kind = matches.map((m) => (m.handle as { sportFrame?: FrameKind } | undefined)?.sportFrame).find(Boolean) ?? 'betconstruct';
  const { brand } = root.config;
  const sport = brand.sport;
  const frame = kind === 'digitain' ? sport.digitain : sport.betconstruct;
  const lang = sport.languageMap[root.locale.language] ?? sport.defaultLanguage;
  const page = category ?? pathname.split('/').slice(2).join('/') ?? '';
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isAuth = root.auth.isAuth;

  useEffect(() => {
    setToken(null);
    setFailed(false);
    if (!isAuth) return;
    let live = true;
    const request =
      kind === 'digitain'
        ? env.api.request<{ token: string }>({ method: 'GET', path: '/digitain/front/token', style: 'line', partnerHeaders: true })
        : env.api.request<{ token: string }>({
            method: 'POST',
            path: '/betconstruct/GenToken',
            body: { project_name: brand.api.projectName, needCook: env.api.session() },
            partnerHeaders: true,
          });
    void request.then((res) => {
      if (!live) return;
      if (res.ok && res.data?.token) setToken(res.data.token);
      else {
        setFailed(true);
        if (!res.ok) root.notify.apiError(res);
      }
    });
    return () => {
      live = false;
    };
  }, [env, root, kind, isAuth, page, lang, brand.api.projectName]);

  if (sportBanned(root) || !frame || brand.features[kind === 'digitain' ? 'digitainSport' : 'sport'] === false) return <Navigate to="/" replace />;

  if (!isAuth) {
    return (
      <Center py={16}>
        <Stack align="center" gap={4} data-testid="sport-login">
          <Muted>
            <FormattedMessage id="sport.pleaseAuth" />
          </Muted>
          <Button bg="brand.primary" color="brand.primaryText" borderRadius="button" onClick={() => root.app.openAuthModal('SignIn')}>
            <FormattedMessage id="header.login" />
          </Button>
        </Stack>
      </Center>
    );
  }
  if (failed) {
    return (
      <Center py={16}>
        <Muted>
          <FormattedMessage id="sport.unavailable" />
        </Muted>
      </Center>
    );
  }
  if (!token) return <Loading />;

  const params = new URLSearchParams({ token, parentHost: window.location.host, page, lang });
  if (kind === 'betconstruct' && sport.betconstruct) {
    params.set('sportsBookView', sport.betconstruct.sportsBookView);
    params.set('partner', sport.betconstruct.partner);
    params.set('sportPartner', sport.betconstruct.sportPartner);
  }
  const src = `${frame.host}${frame.host.includes('?') ? '&' : '?'}${params}`;
  return (
    <Box h="calc(100vh - 64px)" data-testid="sport-frame">
      <iframe title="sport" src={src} style={{ border: 0, width: '100%', height: '100%' }} allow="fullscreen" />
    </Box>
  );
});
export default SportFramePage;
