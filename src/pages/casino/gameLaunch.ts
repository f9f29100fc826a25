import type { BrandConfig } from '../../config/types';
import { NOT_ALLOWED_TO_BET } from '../../catalogue/rules';
import type { GameFrameState } from '../../ui/casino/GameFrame';

type Failure = { ok: false; kind: string; code: number; message: string };

/** The text of a failed launch: role refusals, provider trouble, or the platform's own message. */
export function launchErrorState(res: Failure): GameFrameState {
  if (res.message && res.message.toLowerCase().includes(NOT_ALLOWED_TO_BET)) return { kind: 'error', messageId: 'casino.game.notAllowed' };
  if (res.kind === 'unauthorized') return { kind: 'error', messageId: 'casino.game.pleaseAuth' };
  if (res.kind === 'timeout' || res.kind === 'cannot-connect' || res.kind === 'server' || res.kind === 'bad-data') {
    return { kind: 'error', messageId: 'casino.game.providerDown' };
  }
  return { kind: 'error', messageId: 'casino.game.failed', message: res.message };
}

function hostOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * Hosts a game frame may come from besides the site's own origin: the brand's game hosts list
 * (`brand.gameFrameHosts`) plus the hosts of the configured game API bases.
 */
export function frameHostsOf(config: BrandConfig): string[] {
  const hosts = [...(config.brand.gameFrameHosts ?? [])];
  for (const url of [config.brand.api.gamesBaseUrl, config.brand.api.baseUrl, ...config.providers.providers.map((p) => p.baseUrl)]) {
    const h = hostOf(url);
    if (h) hosts.push(h);
  }
  return [...new Set(hosts)];
}
