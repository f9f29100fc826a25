import { generateCatalogue, indexCatalogue, DEFAULT_CATALOGUE_SIZE, DEFAULT_SEED, type CataloguePayloads } from './generate.ts';
import { createContent, createSettings } from './content.ts';
import { seedPlayers } from './seed.ts';
import { DEFAULT_CODE_RULES, type Player, type SandboxState } from './model.ts';

// The shapes live in model.ts, which imports no module that needs the state: the seed, codes and
// responsible-gambling modules name them without a cycle through this file.
export * from './model.ts';

/** The code every e-mail, SMS and restore "sends" (each still bound to its address, expiring, with limited tries: codes.ts). */
export const SANDBOX_CODE = '123456';

export function createState(seed: number = DEFAULT_SEED, catalogueSize: number = DEFAULT_CATALOGUE_SIZE, catalogue?: CataloguePayloads): SandboxState {
  const cat = catalogue ?? generateCatalogue(catalogueSize, seed);
  const players = seedPlayers(seed);
  const maxId = Math.max(...players.flatMap((p) => [p.id, ...p.payments.map((r) => r.id), ...p.deposits.map((r) => r.id), ...p.withdrawals.map((r) => r.id)]));
  return {
    seed,
    players,
    sessions: new Map(),
    nextId: maxId + 1,
    settings: createSettings(),
    blocklist: { providers: [], casinoTypes: [] },
    maintenance: { items: [], allow: { players: [], ips: [] } },
    faults: {},
    respond: {},
    afterBooking: {},
    idempotency: new Map(),
    outbox: [],
    codes: [],
    codeRules: { ...DEFAULT_CODE_RULES },
    verifyKeys: new Map(players.filter((p) => !p.verified).map((p) => [`VERIFY-${p.id}`, p.id])),
    promoCodes: [
      { code: 'WELCOME25', kind: 'ok', bonus: 0, freespins: 25 },
      { code: 'BONUS100', kind: 'ok', bonus: 100, freespins: 0 },
      { code: 'OLD2023', kind: 'expired', bonus: 0, freespins: 0 },
      { code: 'FULLHOUSE', kind: 'max', bonus: 0, freespins: 0 },
      { code: 'VIPONLY', kind: 'not-in-program', bonus: 0, freespins: 0 },
      { code: 'HIGHROLLER', kind: 'terms', bonus: 0, freespins: 0 },
      { code: 'BLOCKED1', kind: 'blocked', bonus: 0, freespins: 0 },
    ],
    content: createContent(),
    catalogue: cat,
    games: indexCatalogue(cat),
    rg: new Map(),
    rgClockOffsetMs: 0,
    rgPlay: new Map(),
  };
}

export const nextId = (state: SandboxState): number => state.nextId++;
export const nowIso = (): string => new Date().toISOString().replace('T', ' ').slice(0, 19);

export function findByEmail(state: SandboxState, email: string): Player | undefined {
  const e = email.trim().toLowerCase();
  return state.players.find((p) => p.email.toLowerCase() === e || p.username.toLowerCase() === e);
}

/** Left to wager before a withdrawal is allowed. */
export const leftToPlay = (p: Player): number => Math.max(0, Math.round((p.wagering.total - p.wagering.played) * 100) / 100);
