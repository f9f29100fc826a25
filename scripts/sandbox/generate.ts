import { createRng, hashString, type Rng } from './prng.ts';
import {
  BELATRA_CATEGORIES,
  BELATRA_FIXED,
  EZUGI_TYPES,
  GOLDENRACE_FIXED,
  OUTCOME_FIXED,
  PLUGIN_IDS,
  PRAGMATIC_FIXED,
  RGS_FIXED,
  SLOTEGRATOR_FIXED,
  SLOTEGRATOR_STUDIOS,
  fillerName,
  tileUrl,
  type CataloguePayloads,
  type PluginId,
  type PopokItem,
} from './games.ts';

export type { CataloguePayloads, PluginId } from './games.ts';
export { PLUGIN_IDS } from './games.ts';

export const DEFAULT_SEED = 20240601;
/** Size of the catalogue the sandbox serves by default: several hundred games, at least 20 per provider. */
export const DEFAULT_CATALOGUE_SIZE = 480;

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const OUTCOME_STUDIOS = ['Play N Go', 'Nolimit City', 'Spribe', 'BGaming', 'Mascot Gaming', 'Hacksaw', 'Pragmatic', 'Redrake', 'Evoplay', 'Betsoft'];
const OUTCOME_TYPES = ['slot', 'slot', 'slot', 'roulette', 'cards', 'crash'];

/** Spreads `count` games over the providers: an even share, never fewer than 20 each. */
function shares(count: number): Record<PluginId, number> {
  const base = Math.floor(count / PLUGIN_IDS.length);
  const extra = count - base * PLUGIN_IDS.length;
  return Object.fromEntries(PLUGIN_IDS.map((id, i) => [id, Math.max(20, base + (i < extra ? 1 : 0))])) as Record<PluginId, number>;
}

function fill<T>(fixed: T[], total: number, make: (n: number) => T): T[] {
  const out = fixed.slice();
  for (let n = 0; out.length < total; n++) out.push(make(n));
  return out;
}

function popok(rng: Rng, total: number): CataloguePayloads['popokgaming'] {
  const kinds: Array<[keyof CataloguePayloads['popokgaming'], string]> = [
    ['slots', 'slot'],
    ['liveCasino', 'live'],
    ['miniGames', 'mini'],
  ];
  const out: CataloguePayloads['popokgaming'] = { liveCasino: [], slots: [], miniGames: [] };
  for (let n = 0; n < total; n++) {
    const [key, gameTypeID] = n < 3 ? kinds[n] : rng.pick(kinds);
    const id = String(5000 + n);
    const item: PopokItem = { id, gameName: fillerName(n, 11), thumbnail: tileUrl('popokgaming', id), gameTypeID };
    out[key].push(item);
  }
  return out;
}

/**
 * Raw list payloads of every provider in its own shape (CONTRACTS §2): the games the spec names plus
 * generated ones, `count` in all. Deterministic for a given seed; `generateCatalogue(20000)` is the benchmark catalogue.
 */
export function generateCatalogue(count: number = DEFAULT_CATALOGUE_SIZE, seed: number = DEFAULT_SEED): CataloguePayloads {
  const share = shares(count);
  const r = (id: PluginId): Rng => createRng(seed ^ hashString(id));
  const rng = Object.fromEntries(PLUGIN_IDS.map((id) => [id, r(id)])) as Record<PluginId, Rng>;

  const belatra = fill(
    BELATRA_FIXED.map(([nickname, gamename, category]) => ({
      gamename,
      nickname,
      category,
      image: tileUrl('belatra', nickname),
      icon: [tileUrl('belatra', nickname)],
    })),
    share.belatra,
    (n) => {
      const gamename = fillerName(n, 1);
      const nickname = `${slug(gamename)}${n}`;
      return {
        gamename,
        nickname,
        category: rng.belatra.pick(BELATRA_CATEGORIES),
        image: tileUrl('belatra', nickname),
        icon: [tileUrl('belatra', nickname), tileUrl('belatra', `${nickname}-wide`)],
      };
    },
  );

  const ezugi = fill([], share.ezugi, (n) => {
    const GameType = EZUGI_TYPES[n % EZUGI_TYPES.length];
    const TableId = 1000 + n;
    return {
      TableId,
      TableName: `${GameType} ${Math.floor(n / EZUGI_TYPES.length) + 1}`,
      PictureLink: tileUrl('ezugi', TableId),
      MetaTableID: 100 + (n % EZUGI_TYPES.length),
      IsActive: n % 17 !== 16,
      DealerId: 300 + n,
      PlayersNumber: rng.ezugi.int(0, 120),
      AvailableSeatsNumber: rng.ezugi.int(0, 7),
      GameType,
      DealerName: rng.ezugi.pick(['Ana', 'Lucia', 'Marta', 'Sofia', 'Elena', 'Irina']),
    };
  });

  const grItem = (gameId: number, gameTitle: string, provider: string, sub_type: string) => ({
    gameId,
    thumbnail: tileUrl('goldenrace', gameId),
    gameTitle,
    provider,
    gameFriendlyName: slug(gameTitle),
    type: 'virtual',
    sub_type,
    platforms: ['desktop', 'mobile'],
    jurisdictions: ['MT', 'CW'],
    language: ['en', 'es'],
  });
  const goldenrace = fill(
    GOLDENRACE_FIXED.map(([id, t, p, s]) => grItem(id, t, p, s)),
    share.goldenrace,
    (n) =>
      grItem(
        20000 + n,
        `${fillerName(n, 3)} League`,
        n % 9 === 8 ? 'TVBET' : 'Golden Race',
        rng.goldenrace.pick(['football', 'horse', 'dog', 'keno', 'speedway']),
      ),
  );

  const jacktop = fill([], share.jacktop, (n) => {
    const code = `jt_${slug(fillerName(n, 5))}_${n}`;
    return { code, name: fillerName(n, 5), img: tileUrl('jacktop', code) };
  });

  const outcome = {
    Games: fill(
      OUTCOME_FIXED.map(([Id, Name, SectionId, Type]) => ({ Id, Name, Description: `${Name} by ${SectionId}`, Format: 'html5', SectionId, Type })),
      share.outcome,
      (n) => {
        const Name = fillerName(n, 2);
        const SectionId = rng.outcome.pick(OUTCOME_STUDIOS);
        return {
          Id: `${slug(Name)}_${slug(SectionId).slice(0, 4)}${n}`,
          Name,
          Description: `${Name} by ${SectionId}`,
          Format: 'html5',
          SectionId,
          Type: rng.outcome.pick(OUTCOME_TYPES),
        };
      },
    ),
  };

  const pragmatic = fill(
    PRAGMATIC_FIXED.map(([gameID, gameName, gameTypeID, platform]) => ({ gameID, gameName, gameTypeID, platform, technology: 'html5' })),
    share.pragmatic,
    (n) => {
      const live = n % 5 === 4;
      return live
        ? {
            gameID: String(3000 + n),
            gameName: `${rng.pragmatic.pick(['Roulette', 'Blackjack', 'Baccarat'])} ${n + 2}`,
            gameTypeID: 'lc',
            platform: 'WEB,MOBILE',
            technology: 'html5',
          }
        : {
            gameID: `vs${rng.pragmatic.pick([10, 20, 25, 40])}${slug(fillerName(n, 4)).slice(0, 8)}${n}`,
            gameName: fillerName(n, 4),
            gameTypeID: 'vs',
            platform: 'WEB,MOBILE',
            technology: 'html5',
          };
    },
  );

  const redrake = fill([], share.redrake, (n) => {
    const name = fillerName(n, 6);
    const gameId = String(7000 + n);
    return {
      game: {
        gameId,
        gameName: { en: name, es: `${name} ES` },
        gameType: n % 8 === 7 ? 'table' : 'slot',
        description: `${name}, a Redrake game`,
        imageUrl: { en: tileUrl('redrake', gameId), es: tileUrl('redrake', `${gameId}-es`) },
        html: true,
        frb: n % 3 === 0,
        frbRoundMinValue: 0.1,
      },
    };
  });

  const rgs = fill(
    RGS_FIXED.map(([name, provider], i) => ({ id: 100 + i, name, iconImageUrl: tileUrl('rgs', 100 + i), provider: { name: provider } })),
    share.rgs,
    (n) => ({
      id: 500 + n,
      name: fillerName(n, 8),
      iconImageUrl: tileUrl('rgs', 500 + n),
      provider: { name: n % 2 === 0 ? 'Galaxsys' : rng.rgs.pick(['Spinmatic', 'Fugaso']) },
    }),
  );

  const rubyplay: Record<string, string> = {};
  for (let n = 0; n < share.rubyplay; n++) rubyplay[`rp_${100 + n}`] = fillerName(n, 9);

  const sgItem = (key: string, name: string, provider: string, type: string, n: number) => {
    const uuid = `${hashString(`${seed}-${key}`).toString(16).padStart(8, '0')}-sg-${key}`;
    return {
      uuid,
      name,
      image: tileUrl('slotegrator', uuid),
      type,
      provider,
      technology: 'html5',
      has_lobby: type === 'live' ? 1 : 0,
      // Slotegrator's is_mobile = "also runs on mobile": most HTML5 games do, a few are desktop only.
      is_mobile: n % 6 === 5 ? 0 : 1,
      has_freespins: type === 'slots' ? 1 : 0,
      has_tables: type === 'live' ? 1 : 0,
      freespin_valid_until_full_day: 0,
    };
  };
  const slotegrator = fill(
    SLOTEGRATOR_FIXED.map(([key, name, provider, type], i) => sgItem(key, name, provider, type, i)),
    share.slotegrator,
    (n) => {
      const provider = rng.slotegrator.pick(SLOTEGRATOR_STUDIOS);
      const type = provider === 'vivogaming' || provider === 'Evolution' ? 'live' : provider === 'lotto instant win' ? 'lottery' : 'slots';
      return sgItem(`g${n}`, fillerName(n, 10), provider, type, n);
    },
  );

  const tvbet = fill([], share.tvbet, (n) => {
    const gameId = String(n + 1);
    return {
      id: n + 1,
      code: `tvbet_${gameId}`,
      gameId,
      name: `${rng.tvbet.pick(['Lucky 6', 'Wheelbet', 'Poker', 'Bet on Baccarat', '7Bet', 'Fast Keno', 'War of Bets', '1Bet'])}${n >= 8 ? ` ${n}` : ''}`,
      provider: 'TVBET',
      routeProvider: 'tvbet',
      img: tileUrl('tvbet', gameId),
      tab: ['livecasino'],
      isDefault: n === 0,
    };
  });

  return {
    belatra,
    ezugi,
    goldenrace,
    jacktop,
    outcome,
    popokgaming: popok(rng.popokgaming, share.popokgaming),
    pragmatic,
    redrake,
    rgs,
    rubyplay,
    slotegrator,
    tvbet,
  };
}

/** The seeded raw `data` payload per plugin id: exactly what a default sandbox serves, for plugin tests. */
export function providerPayloads(): CataloguePayloads {
  return generateCatalogue(DEFAULT_CATALOGUE_SIZE, DEFAULT_SEED);
}

export interface IndexedGame {
  plugin: PluginId;
  id: string;
  name: string;
}

/** Every game of a catalogue by `<plugin>/<id>`: the launch calls check ids against it, the tiles read names from it. */
export function indexCatalogue(c: CataloguePayloads): Map<string, IndexedGame> {
  const map = new Map<string, IndexedGame>();
  const add = (plugin: PluginId, id: string | number, name: string) => map.set(`${plugin}/${id}`, { plugin, id: String(id), name });
  c.belatra.forEach((g) => add('belatra', g.nickname, g.gamename));
  c.ezugi.forEach((g) => add('ezugi', g.TableId, g.TableName));
  c.goldenrace.forEach((g) => add('goldenrace', g.gameId, g.gameTitle));
  c.jacktop.forEach((g) => add('jacktop', g.code, g.name));
  c.outcome.Games.forEach((g) => add('outcome', g.Id, g.Name));
  [...c.popokgaming.slots, ...c.popokgaming.liveCasino, ...c.popokgaming.miniGames].forEach((g) => add('popokgaming', g.id, g.gameName));
  c.pragmatic.forEach((g) => add('pragmatic', g.gameID, g.gameName));
  c.redrake.forEach((g) => add('redrake', g.game.gameId, g.game.gameName.en));
  c.rgs.forEach((g) => add('rgs', g.id, g.name));
  Object.entries(c.rubyplay).forEach(([id, name]) => add('rubyplay', id, name));
  c.slotegrator.forEach((g) => add('slotegrator', g.uuid, g.name));
  c.tvbet.forEach((g) => add('tvbet', g.gameId, g.name));
  return map;
}

/** Number of games in a catalogue. */
export const catalogueCount = (c: CataloguePayloads): number => indexCatalogue(c).size;
