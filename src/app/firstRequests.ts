/**
 * The prerendered page's first requests: a small script at the top of its head (written at build time by
 * scripts/prerender/render.ts through entry-server.tsx) that asks for the first screen's game lists while the app's
 * code is still downloading and evaluating (on a phone that is most of a second, and the lists were asked for only
 * after it). The requests are the ones start-up makes, recorded at build time (`recordFirstRequests`) with their
 * keys; the app's API client takes their answers instead of asking again (firstAnswers.ts). A page whose first
 * screen is not the guest's build-time one sends nothing: a signed-in player (the session cookie is set: the calls
 * carry the session), or a URL that picks other lists (the filter parameters of a casino type page).
 */
import { destroy } from 'mobx-state-tree';
import { createApiClient, wireKey, type WireRequest } from '../api';
import type { Platform } from '../catalogue/types';
import type { BrandConfig } from '../config/types';
import { FIRST_SCREEN_PARAMS } from '../models/casino/firstScreen';
import { apiClientOptions, createEnv, memoryStorage } from '../models/createEnv';
import { RootStoreModel } from '../models/RootStore';
import { WIDE_QUERY } from '../ui/common/wideQuery';
import { FIRST_ANSWERS } from './firstAnswers';

/** A request of the first screen as the page's head script sends it: the key the API client knows it by, and the fetch. */
export interface FirstRequest {
  key: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  credentials: WireRequest['credentials'];
}

/**
 * The list requests a guest's first screen at `path` makes on each platform, exactly as the browser's API
 * client will put them on the wire: start-up (`casino.startFirstScreen`, src/app/boot.ts) runs here over a client
 * whose `fetch` only records. The prerendered page's head script sends them (`FIRST_REQUESTS_CODE`, below).
 */
export async function recordFirstRequests(config: BrandConfig, path: string, language: string): Promise<Record<Platform, FirstRequest[]>> {
  const out = {} as Record<Platform, FirstRequest[]>;
  for (const platform of ['mobile', 'desktop'] as const) {
    const seen = new Map<string, FirstRequest>();
    const record = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const wire: WireRequest = {
        url: String(url),
        method: (init?.method ?? 'GET') as WireRequest['method'],
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ?? undefined,
        credentials: init?.credentials === 'include' ? 'include' : 'same-origin',
      };
      // only a text body can be sent again the same (the API client takes no early answer for another)
      if (wire.body === undefined || typeof wire.body === 'string') {
        const key = wireKey(wire);
        seen.set(key, {
          key,
          url: wire.url,
          method: wire.method,
          headers: wire.headers,
          credentials: wire.credentials,
          ...(typeof wire.body === 'string' ? { body: wire.body } : {}),
        });
      }
      return Promise.reject(new Error('prerender: recorded, not sent'));
    };
    // no retries (each would be recorded again), no session: a guest's first visit; the recorded calls fail, quietly
    const api = createApiClient({ ...apiClientOptions(config), retry: undefined, fetch: record as typeof fetch, readSession: () => undefined });
    const env = createEnv(config, {
      api,
      log: () => undefined,
      storage: memoryStorage(),
      nextTask: undefined,
      tabs: { post: () => undefined, listen: () => () => undefined },
    });
    const root = RootStoreModel.create({ config, locale: { chosen: language === config.brand.defaultLanguage ? '' : language } }, env);
    const [pathname, search = ''] = path.split('?');
    await root.casino.startFirstScreen({ pathname, search: search ? `?${search}` : '' }, platform);
    // the calls go out in the lists' own promise chains: let them run
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    destroy(root);
    out[platform] = [...seen.values()];
  }
  return out;
}

/** What the script reads: the platforms' requests, the wide-layout query that picks one, and when to send none. */
export interface FirstRequestsData {
  /** The brand's session cookie: set, the player is signed in and the calls differ. */
  cookie: string;
  /** Query parameters that change the first screen's lists. */
  params: readonly string[];
  /** The media query of the desktop layout (the platform start-up picks: src/ui/common/useWide.ts). */
  wide: string;
  mobile: FirstRequest[];
  /** The desktop layout's requests where they differ from the phone's. */
  desktop?: FirstRequest[];
}

/**
 * The script's code, plain ES5 (it runs before anything else, in every browser the site serves): `d` is the data.
 * A rejected fetch gets a handler here (no "unhandled rejection" on an offline load); the app's own handler
 * comes with the call that takes it.
 */
export const FIRST_REQUESTS_CODE = `(function(d){try{
if(d.cookie&&document.cookie.split(';').some(function(p){p=p.trim();return p.indexOf(d.cookie+'=')===0&&p.length>d.cookie.length+1}))return;
var q=new URLSearchParams(location.search);for(var i=0;i<d.params.length;i++)if(q.has(d.params[i]))return;
var out={};(matchMedia(d.wide).matches&&d.desktop||d.mobile).forEach(function(r){
var p=fetch(r.url,{method:r.method,headers:r.headers,body:r.body,credentials:r.credentials}).then(function(x){return x.text().then(function(t){return{status:x.status,body:t}})});
p.catch(function(){});out[r.key]=p});
window[${JSON.stringify(FIRST_ANSWERS)}]=out}catch(e){}})`;

/** The data of a page's script, or undefined when its first screen asks for no list. */
export function firstRequestsData(sessionCookie: string, requests: Record<'mobile' | 'desktop', FirstRequest[]>): FirstRequestsData | undefined {
  if (!requests.mobile.length && !requests.desktop.length) return undefined;
  const same = JSON.stringify(requests.mobile) === JSON.stringify(requests.desktop);
  return { cookie: sessionCookie, params: FIRST_SCREEN_PARAMS, wide: WIDE_QUERY, mobile: requests.mobile, ...(same ? {} : { desktop: requests.desktop }) };
}

/** The script element (with the CSP nonce, or the placeholder the server fills in). `<` is escaped so no value can end it. */
export function firstRequestsScript(data: FirstRequestsData, nonce: string): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script nonce="${nonce}">${FIRST_REQUESTS_CODE}(${json})</script>`;
}
