/** Raw provider item shapes (docs/CONTRACTS.md §2) and the hand-picked games the spec names. */

export interface BelatraItem {
  gamename: string;
  image: string;
  nickname: string;
  icon: string[];
  category: string;
}
export interface EzugiItem {
  TableId: number;
  TableName: string;
  PictureLink: string;
  MetaTableID: number;
  IsActive: boolean;
  DealerId: number;
  PlayersNumber: number;
  AvailableSeatsNumber: number;
  GameType: string;
  DealerName: string;
}
export interface GoldenraceItem {
  gameId: number;
  thumbnail: string;
  gameTitle: string;
  provider: string;
  gameFriendlyName: string;
  type: string;
  sub_type: string;
  platforms: string[];
  jurisdictions: string[];
  language: string[];
}
export interface JacktopItem {
  code: string;
  name: string;
  img: string;
}
export interface OutcomeItem {
  Id: string;
  Name: string;
  Description: string;
  Format: string;
  SectionId: string;
  Type: string;
}
export interface PopokItem {
  id: string;
  gameName: string;
  thumbnail: string;
  gameTypeID: string;
}
export interface PragmaticItem {
  gameID: string;
  gameName: string;
  gameTypeID: string;
  platform: string;
  technology: string;
}
export interface RedrakeItem {
  game: {
    gameId: string;
    gameName: { en: string; es: string };
    gameType: string;
    description: string;
    imageUrl: { en: string; es: string };
    html: boolean;
    frb: boolean;
    frbRoundMinValue: number;
  };
}
export interface RgsItem {
  id: number;
  name: string;
  iconImageUrl: string;
  provider: { name: string };
}
export interface SlotegratorItem {
  uuid: string;
  name: string;
  image: string;
  type: string;
  provider: string;
  technology: string;
  /** is_mobile: 1 = the game also has a mobile version (runs on both), 0 = desktop only. */
  has_lobby: number;
  is_mobile: number;
  has_freespins: number;
  has_tables: number;
  freespin_valid_until_full_day: number;
}
export interface TvbetItem {
  id: number;
  code: string;
  gameId: string;
  name: string;
  provider: string;
  routeProvider: string;
  img: string;
  tab: string[];
  isDefault: boolean;
}

/** The raw `data` payload of each provider's list call, keyed by plugin id. */
export interface CataloguePayloads {
  belatra: BelatraItem[];
  ezugi: EzugiItem[];
  goldenrace: GoldenraceItem[];
  jacktop: JacktopItem[];
  outcome: { Games: OutcomeItem[] };
  popokgaming: { liveCasino: PopokItem[]; slots: PopokItem[]; miniGames: PopokItem[] };
  pragmatic: PragmaticItem[];
  redrake: RedrakeItem[];
  rgs: RgsItem[];
  rubyplay: Record<string, string>;
  slotegrator: SlotegratorItem[];
  tvbet: TvbetItem[];
}

export type PluginId = keyof CataloguePayloads;

export const PLUGIN_IDS: PluginId[] = [
  'belatra',
  'ezugi',
  'goldenrace',
  'jacktop',
  'outcome',
  'popokgaming',
  'pragmatic',
  'redrake',
  'rgs',
  'rubyplay',
  'slotegrator',
  'tvbet',
];

/** Where the sandbox serves a generated tile for a game. */
export const tileUrl = (plugin: string, id: string | number): string => `/sandbox/img/${plugin}/${encodeURIComponent(String(id))}.svg`;

/** [Id, Name, SectionId, Type] — the outcome ids the spec's category lists use, and studios the brand excludes. */
export const OUTCOME_FIXED: Array<[string, string, string, string]> = [
  ['rocketman_elbet', 'Rocketman', 'Elbet', 'crash'],
  ['aviator_spribe', 'Aviator', 'Spribe', 'crash'],
  ['jetx_ssg', 'JetX', 'SmartSoft Gaming', 'crash'],
  ['plinko_stake', 'Plinko', 'Stake', 'crash'],
  ['bookofdead_png', 'Book of Dead', 'Play N Go', 'slot'],
  ['deadwood_nl', 'Deadwood', 'Nolimit City', 'slot'],
  ['primal_hunt', 'Primal Hunt', 'Mascot Gaming', 'slot'],
  ['jungle_stripes', 'Jungle Stripes', 'BGaming', 'slot'],
  ['keno_express', 'Keno Express', 'Outcome Lotto', 'lotto'],
  ['keno_deluxe', 'Keno Deluxe', 'Outcome Lotto', 'lotto'],
  ['mines_spribe', 'Mines', 'Spribe', 'crash'],
  ['european_roulette_png', 'European Roulette', 'Play N Go', 'roulette'],
  ['blackjack_mh_png', 'Blackjack MH', 'Play N Go', 'cards'],
  ['reactoonz_png', 'Reactoonz', 'Play N Go', 'slot'],
  ['mental_nl', 'Mental', 'Nolimit City', 'slot'],
  ['gatesofolympus_pp', 'Gates of Olympus', 'Pragmatic', 'slot'],
  ['sweetbonanza_pp', 'Sweet Bonanza', 'Pragmatic', 'slot'],
  ['wildsbrew_rr', 'Wilds Brew', 'Redrake', 'slot'],
  ['mysticfortune_rr', 'Mystic Fortune', 'Redrake', 'slot'],
  ['elvenprincess_evo', 'Elven Princess', 'Evoplay', 'slot'],
  ['fruitsuper_evo', 'Fruit Super Nova', 'Evoplay', 'slot'],
];

/** [gameID, name, gameTypeID, platform] — live popular order, crash ids and some slots with one-platform variants. */
export const PRAGMATIC_FIXED: Array<[string, string, string, string]> = [
  ['801', 'Mega Wheel', 'lc', 'WEB,MOBILE'],
  ['1101', 'Sweet Bonanza CandyLand', 'lc', 'WEB,MOBILE'],
  ['204', 'Mega Roulette', 'lc', 'WEB,MOBILE'],
  ['1401', 'Boom City', 'lc', 'WEB,MOBILE'],
  ['701', 'Mega Sic Bo', 'lc', 'WEB,MOBILE'],
  ['225', 'Auto Roulette', 'lc', 'WEB,MOBILE'],
  ['203', 'Speed Roulette 1', 'lc', 'WEB,MOBILE'],
  ['303', 'ONE Blackjack', 'lc', 'WEB,MOBILE'],
  ['402', 'Speed Baccarat 1', 'lc', 'WEB,MOBILE'],
  ['1024', 'Dragon Tiger', 'lc', 'WEB,MOBILE'],
  ['1301', 'Spaceman', 'lc', 'WEB,MOBILE'],
  ['1320', 'Big Bass Crash', 'lc', 'WEB,MOBILE'],
  ['2201', 'Sugar Rush Crash', 'cs', 'WEB,MOBILE'],
  ['vs20olympgate', 'Gates of Olympus', 'vs', 'WEB,MOBILE'],
  ['vs20fruitsw', 'Sweet Bonanza', 'vs', 'WEB,MOBILE'],
  ['vs10bbbonanza', 'Big Bass Bonanza', 'vs', 'WEB,MOBILE'],
  ['vs20doghouse', 'The Dog House', 'vs', 'WEB'],
  ['vs20doghouse_m', 'The Dog House', 'vs', 'MOBILE'],
  ['vs20sugarrush', 'Sugar Rush', 'vs', 'WEB,MOBILE'],
  ['vs25wolfgold', 'Wolf Gold', 'vs', 'WEB,MOBILE'],
  ['vs5joker', "Joker's Jewels", 'vs', 'WEB,MOBILE'],
  ['bjma', 'Multihand Blackjack', 'bj', 'WEB,MOBILE'],
  ['rla', 'Roulette', 'rl', 'WEB,MOBILE'],
];

/** [uuid suffix, name, provider, type] — several studios, including the two the brand treats as live. */
export const SLOTEGRATOR_FIXED: Array<[string, string, string, string]> = [
  ['vivo-roulette', 'Vivo Roulette', 'vivogaming', 'live'],
  ['vivo-baccarat', 'Vivo Baccarat', 'vivogaming', 'live'],
  ['vivo-blackjack', 'Vivo Blackjack', 'vivogaming', 'live'],
  ['liw-keno', 'Instant Keno', 'lotto instant win', 'lottery'],
  ['liw-scratch', 'Scratch Gold', 'lotto instant win', 'lottery'],
  ['evo-lightning', 'Lightning Roulette', 'Evolution', 'live'],
  ['bs-greedy', 'Greedy Goblins', 'Betsoft', 'slots'],
  ['hb-hotHot', 'Hot Hot Fruit', 'Habanero', 'slots'],
  ['ps-sunofegypt', 'Sun of Egypt', 'Playson', 'slots'],
  ['sp-majesticking', 'Majestic King', 'Spinomenal', 'slots'],
  ['amatic-allways', 'All Ways Win', 'Amatic', 'slots'],
];

export const SLOTEGRATOR_STUDIOS = ['Betsoft', 'Habanero', 'Playson', 'Spinomenal', 'Amatic', 'Evolution', 'vivogaming', 'lotto instant win'];

/** [name, provider] — Galaxsys (the one the brand keeps) and other studios. */
export const RGS_FIXED: Array<[string, string]> = [
  ['Crash', 'Galaxsys'],
  ['Dice', 'Galaxsys'],
  ['Keno', 'Galaxsys'],
  ['Mines', 'Galaxsys'],
  ['Plinko X', 'Galaxsys'],
  ['Hi-Lo', 'Galaxsys'],
  ['Penalty Shootout', 'Galaxsys'],
  ['Cyber Slot', 'Spinmatic'],
  ['Neon Fruits', 'Fugaso'],
  ['Magic Book', 'Spinmatic'],
];

/** [gameId, title, provider, sub_type] — Golden Race virtuals plus TVBET items the brand excludes. */
export const GOLDENRACE_FIXED: Array<[number, string, string, string]> = [
  [10101, 'Virtual Football League', 'Golden Race', 'football'],
  [10102, 'Virtual Football Cup', 'Golden Race', 'football'],
  [10201, 'Horse Racing', 'Golden Race', 'horse'],
  [10301, 'Dog Racing', 'Golden Race', 'dog'],
  [10401, 'Spin2Win', 'Golden Race', 'roulette'],
  [10501, 'Keno', 'Golden Race', 'keno'],
  [90001, 'TVBET Lucky 6', 'TVBET', 'lottery'],
  [90002, 'TVBET Wheelbet', 'TVBET', 'wheel'],
  [90003, 'TVBET Poker', 'TVBET', 'poker'],
];

export const EZUGI_TYPES = ['Roulette', 'Blackjack', 'Baccarat', 'Andar Bahar', 'Dragon Tiger', 'Sic Bo', 'Poker'];
export const BELATRA_CATEGORIES = ['slots', 'slots', 'slots', 'crash', 'table'];
export const BELATRA_FIXED: Array<[string, string, string]> = [
  ['luckycrumbling', 'Lucky Crumbling', 'crash'],
  ['bigwildbuffalo', 'Big Wild Buffalo', 'slots'],
  ['mummyandbonus', 'Mummy and Bonus', 'slots'],
  ['roulette97', 'Roulette 97', 'table'],
];

const ADJ = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Royal',
  'Crazy',
  'Super',
  'Fire',
  'Ice',
  'Magic',
  'Diamond',
  'Neon',
  'Ancient',
  'Hot',
  'Sweet',
  'Dark',
  'Silver',
  'Jungle',
  'Cosmic',
  'Turbo',
];
const NOUN = [
  'Dragon',
  'Fortune',
  'Fruits',
  'Pharaoh',
  'Bonanza',
  'Gems',
  'Tiger',
  'Riches',
  'Wolf',
  'Cherry',
  'Phoenix',
  'Treasure',
  'Joker',
  'Rush',
  'Kingdom',
  'Sevens',
  'Buffalo',
  'Empire',
  'Quest',
  'Heist',
];

/** A readable game name for the n-th generated game of a provider. */
export function fillerName(n: number, salt: number): string {
  const a = ADJ[(n + salt) % ADJ.length];
  const b = NOUN[(Math.floor(n / ADJ.length) + 3 * (n % ADJ.length) + salt) % NOUN.length];
  const round = Math.floor(n / (ADJ.length * NOUN.length));
  return round > 0 ? `${a} ${b} ${round + 1}` : `${a} ${b}`;
}
