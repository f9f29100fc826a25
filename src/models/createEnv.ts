import { createApiClient, type ApiClientOptions } from '../api';
import { createProviderRegistry } from '../catalogue/registry';
import type { BrandConfig } from '../config/types';
import { clearPlayerCaches } from '../ports/offlineCaches';
import { brandStorage, browserNetwork, realClock, tabChannel } from '../ports/runtime';
import type { PaymentNotice, StoreEnv } from './env';

export { brandStorage, memoryStorage, realClock } from '../ports/runtime';

/** The API client's options for a brand: its hosts, partner name, session cookie, timeout and retries (config `brand.api`, `rules.network`). */
export function apiClientOptions(config: BrandConfig): ApiClientOptions {
  const { api } = config.brand;
  const network = config.rules.network;
  return {
    baseUrl: api.baseUrl,
    gamesBaseUrl: api.gamesBaseUrl,
    partnerName: api.partnerName,
    sessionCookie: api.sessionCookie,
    timeoutMs: api.requestTimeoutMs ?? 15000,
    retry: network && { retries: network.retries, baseMs: network.retryBaseMs, capMs: network.retryCapMs },
  };
}

/**
 * The browser environment of the store tree for one brand. `early`: answers to the requests the page sent
 * before the app's code ran (app/firstAnswers.ts), which the API client takes instead of asking again.
 */
export function createEnv(config: BrandConfig, extra: Partial<StoreEnv> = {}, early?: ApiClientOptions['early']): StoreEnv {
  const clock = extra.clock ?? realClock;
  return {
    api: createApiClient({
      ...apiClientOptions(config),
      sleep: (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms)),
      early,
    }),
    providers: extra.providers ?? createProviderRegistry(),
    clock,
    storage: extra.storage ?? brandStorage(config.brand.id),
    openUrl: (url) => globalThis.location?.assign(url),
    newId: () => newUuid(),
    tabs: extra.tabs ?? tabChannel<PaymentNotice>(`croupier:${config.brand.id}:cashdesk`),
    log: (message, detail) => console.warn(`[croupier] ${message}`, detail ?? ''),
    nextTask: () => new Promise<void>((resolve) => void clock.setTimeout(resolve, 0)),
    network: browserNetwork,
    clearOfflineData: () => clearPlayerCaches(),
    ...extra,
  };
}

/** A random UUID: crypto.randomUUID where the page is a secure context, else the same v4 layout from getRandomValues. */
function newUuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
