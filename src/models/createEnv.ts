import { createApiClient } from '../api';
import { createProviderRegistry } from '../catalogue/registry';
import type { BrandConfig } from '../config/types';
import { clearPlayerCaches } from '../ports/offlineCaches';
import { brandStorage, browserNetwork, realClock } from '../ports/runtime';
import type { StoreEnv } from './env';

export { brandStorage, memoryStorage, realClock } from '../ports/runtime';

/** The browser environment of the store tree for one brand. */
export function createEnv(config: BrandConfig, extra: Partial<StoreEnv> = {}): StoreEnv {
  const { api } = config.brand;
  const clock = extra.clock ?? realClock;
  const network = config.rules.network;
  return {
    api: createApiClient({
      baseUrl: api.baseUrl,
      gamesBaseUrl: api.gamesBaseUrl,
      partnerName: api.partnerName,
      sessionCookie: api.sessionCookie,
      timeoutMs: api.requestTimeoutMs ?? 15000,
      retry: network && { retries: network.retries, baseMs: network.retryBaseMs, capMs: network.retryCapMs },
      sleep: (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms)),
    }),
    providers: extra.providers ?? createProviderRegistry(),
    clock,
    storage: extra.storage ?? brandStorage(config.brand.id),
    openUrl: (url) => globalThis.location?.assign(url),
    log: (message, detail) => console.warn(`[croupier] ${message}`, detail ?? ''),
    nextTask: () => new Promise<void>((resolve) => void clock.setTimeout(resolve, 0)),
    network: browserNetwork,
    clearOfflineData: () => clearPlayerCaches(),
    ...extra,
  };
}
