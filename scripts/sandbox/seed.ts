import { createRng, round2, type Rng } from './prng.ts';
import type { BetItem, DepositItem, PaymentItem, Player, WithdrawalItem } from './model.ts';

/** Seeded players (docs/CONTRACTS.md §4). Histories are long enough to page (more than 30 rows). */
export const SEEDED_PLAYERS = [
  { email: 'player@croupier.test', password: 'Player123!', what: 'verified, role 0, 12 deposits, balance 5000' },
  { email: 'newbie@croupier.test', password: 'Newbie123!', what: 'unverified (2 deposits), role 0, active bonus wagering' },
  { email: 'banned@croupier.test', password: 'Banned123!', what: 'banned' },
  { email: 'agent@croupier.test', password: 'Agent123!', what: 'role 1, partner' },
] as const;

const BASE = Date.UTC(2025, 5, 1, 12, 0, 0);
const stamp = (hoursAgo: number): string => new Date(BASE - hoursAgo * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

function blank(id: number, email: string, password: string, first: string, last: string): Player {
  return {
    id,
    email,
    username: email,
    password,
    first_name: first,
    last_name: last,
    phone: '5551234567',
    currency: 'TND',
    role: 0,
    is_partner: false,
    is_banned: false,
    verified: true,
    balance: 0,
    bonus_balance: 0,
    is_bonus_active: false,
    wagering: { total: 0, played: 0 },
    password_changed: true,
    promotion: { promotion_type: 0, promotion_is_active: true },
    cashback_balance: 0,
    deposits: [],
    withdrawals: [],
    payments: [],
    bets: [],
    promocodes: [],
    freespins: [],
    referrals: [],
    referralNotifications: [],
    referralRequests: [],
    favorites: {},
    recent: {},
    partner: null,
  };
}

/** Fills a player's payment ledger: `paid` deposits, `extraDeposits` unpaid requests, withdrawals, bonus rows. Newest first. */
function ledger(p: Player, rng: Rng, ids: { n: number }, paid: number, extraDeposits: number, withdrawals: number, bonusRows: number): void {
  type Ev = { kind: 'dep' | 'wd' | 'bonus' | 'bonusOut' | 'fs'; amount: number; status: number; at: number };
  const events: Ev[] = [];
  let hours = 24 * 120;
  const step = () => (hours -= rng.int(20, 60));
  for (let i = 0; i < paid; i++) events.push({ kind: 'dep', amount: rng.int(4, 40) * 50, status: 1, at: step() });
  for (let i = 0; i < extraDeposits; i++) events.push({ kind: 'dep', amount: rng.int(2, 20) * 50, status: rng.pick([0, 2, 3, 4]), at: step() });
  for (let i = 0; i < withdrawals; i++) events.push({ kind: 'wd', amount: rng.int(1, 5) * 100, status: rng.pick([0, 1, 2, 2]), at: step() });
  for (let i = 0; i < bonusRows; i++) events.push({ kind: rng.pick(['bonus', 'bonusOut', 'fs'] as const), amount: rng.int(5, 60), status: 2, at: step() });
  events.sort((a, b) => b.at - a.at); // oldest first (larger hoursAgo)
  const firstPaid = events.findIndex((e) => e.kind === 'dep' && e.status === 1);
  if (firstPaid > 0) {
    const [dep] = events.splice(firstPaid, 1);
    events.unshift({ ...dep, at: events[0].at + 1 });
  }
  let balance = 0;
  for (const e of events) {
    const id = ids.n++;
    const at = stamp(e.at);
    if (e.kind === 'dep') {
      const d: DepositItem = {
        id,
        amount: e.amount,
        comment: e.status === 1 ? 'Paid by IBAN' : '',
        currency: p.currency,
        date: at,
        status: e.status,
        iban_number: `TR${100000 + id}`,
        requisite_id: 1,
      };
      p.deposits.unshift(d);
      if (e.status !== 1) continue;
    }
    if (e.kind === 'wd') {
      const w: WithdrawalItem = {
        id,
        create_date: at,
        amount: e.amount,
        status: e.status,
        player_id: p.id,
        comment: e.status === 1 ? 'Canceled by cashier' : '',
        payment_system: 'Ziraat Bankasi',
        payment_account_name: `${p.first_name} ${p.last_name}`,
        payment_account_id: `ACC${p.id}`,
        payment_country_id: 0,
      };
      p.withdrawals.unshift(w);
      if (e.status !== 2) continue;
    }
    const type = { dep: 0, wd: 1, bonus: 2, bonusOut: 3, fs: 2 }[e.kind];
    const signed = type === 1 || type === 3 ? -e.amount : e.amount;
    const row: PaymentItem = {
      id,
      type,
      created_at: at,
      value: e.amount,
      status: 2,
      balance_before: round2(balance),
      balance_after: round2(balance + signed),
      payment_requisite: type <= 1 ? 'TR33 0006 1005 1978 6457 8413 26' : '',
      payment_system: type <= 1 ? 'Ziraat Bankasi' : e.kind === 'fs' ? 'Freespins' : 'Bonus',
      transaction_id: `TX-${p.id}-${id}`,
      balance_type: e.kind === 'fs' ? 1 : 0,
    };
    balance += signed;
    p.payments.unshift(row);
  }
}

/**
 * The platform's type numbers of entries a person of the operator made on a player's balance (spec "payment types
 * by agent, cashier or owner"; brands/_platform rules.json paymentTypes names them the same way).
 */
export const STAFF_ENTRY_TYPES = { agentTopUp: 4, agentRemoval: 5, cashierTopUp: 6, cashierRemoval: 7, ownerTopUp: 8, ownerRemoval: 9 } as const;
/** Whether an entry type takes money off the balance: the player's withdrawals and bonus debits, and the staff removals. */
export const isRemoval = (type: number): boolean =>
  type === 1 || type === 3 || type === STAFF_ENTRY_TYPES.agentRemoval || type === STAFF_ENTRY_TYPES.cashierRemoval || type === STAFF_ENTRY_TYPES.ownerRemoval;

/**
 * One top-up and one removal by each of an agent, a cashier and the owner right after a player's newest ledger row (so
 * the first rows the histories show hold them all), dated as the row before them; then the
 * balance before and after of every row again, oldest first. Neither a draw of the seed's generator nor a seeded id
 * (ids from 90000): the rest stays as seeded.
 */
function staffEntries(p: Player): void {
  Object.values(STAFF_ENTRY_TYPES).forEach((type, i) => {
    const at = Math.min(1 + i, p.payments.length);
    const older = p.payments[at] ?? p.payments[at - 1];
    const row: PaymentItem = {
      id: 90_000 + i,
      type,
      created_at: older.created_at,
      value: 50 * (i + 1),
      status: 2,
      balance_before: 0,
      balance_after: 0,
      payment_requisite: '',
      payment_system: '',
      transaction_id: `TX-${p.id}-staff-${i + 1}`,
      balance_type: 0,
    };
    p.payments.splice(at, 0, row);
  });
  let balance = 0;
  for (const row of [...p.payments].reverse()) {
    row.balance_before = round2(balance);
    balance += isRemoval(row.type) ? -row.value : row.value;
    row.balance_after = round2(balance);
  }
}

function bets(p: Player, rng: Rng, ids: { n: number }, count: number): void {
  const games = [
    ['pragmatic', 'Gates of Olympus'],
    ['outcome', 'Aviator'],
    ['belatra', 'Big Wild Buffalo'],
    ['ezugi', 'Roulette 1'],
    ['rubyplay', 'Golden Dragon'],
  ];
  let balance = p.balance;
  for (let i = 0; i < count; i++) {
    const [provider, game] = rng.pick(games);
    const amount = rng.int(1, 50) * 5;
    const status = i < 2 ? 0 : rng.pick([1, 2, 2]);
    const win = status === 1 ? round2(amount * (1 + rng.next() * 4)) : 0;
    const after = balance;
    const before = round2(after + amount - win);
    p.bets.push({
      id: ids.n++,
      date: stamp(i * 5 + 1),
      amount,
      status,
      provider,
      game,
      win_amount: win,
      balance_before: before,
      balance_after: after,
    } satisfies BetItem);
    balance = before;
  }
}

export function seedPlayers(seed: number): Player[] {
  const rng = createRng(seed ^ 0x5eed);
  const ids = { n: 10_000 };

  const player = blank(1001, SEEDED_PLAYERS[0].email, SEEDED_PLAYERS[0].password, 'Pablo', 'Jugador');
  player.cashback_balance = 125.5;
  player.birthday = '1990-04-12';
  player.city = 'Buenos Aires';
  player.address = 'Av. Corrientes 1234';
  player.password_changed_at = stamp(24 * 40);
  // Daily cashback credits and, every week, the balance moved to the main balance; the balance left is today's 125.50.
  player.cashbackHistory = Array.from({ length: 24 }, (_, i) => ({
    id: ids.n++,
    date: stamp(i * 24 + 6),
    amount: i % 7 === 6 ? round2(60 + rng.next() * 90) : round2(5 + rng.next() * 30),
    type: i % 7 === 6 ? 1 : 0,
  }));
  ledger(player, rng, ids, 12, 20, 31, 12);
  staffEntries(player);
  player.balance = 5000;
  bets(player, rng, ids, 64);
  player.promocodes = [
    { id: ids.n++, code: 'SPRING10', created_at: stamp(400) },
    { id: ids.n++, code: 'WEEKEND5', created_at: stamp(200) },
    { id: ids.n++, code: 'LOYAL50', created_at: stamp(30) },
  ];
  player.freespins = Array.from({ length: 31 }, (_, i) => ({
    id: ids.n++,
    created_at: stamp(i * 30 + 2),
    provider: 'pragmatic',
    game: i % 2 ? 'Sweet Bonanza' : 'Gates of Olympus',
    count: 25,
    used: i === 0 ? 10 : 25,
    win_amount: round2(rng.next() * 80),
    status: i === 0 ? 0 : 2,
  }));
  player.referrals = Array.from({ length: 34 }, (_, i) => ({
    id: ids.n++,
    created_at: stamp(i * 40 + 3),
    username: `friend${i + 1}@mail.test`,
    reward: round2(5 + rng.next() * 45),
  }));
  player.referralNotifications = [
    { id: 1, user_id: 1001, status: 0, created_at: stamp(5), referral_request: { id: 71, status: 1, extra_data: { reject_note: '' } } },
    {
      id: 2,
      user_id: 1001,
      status: 0,
      created_at: stamp(50),
      referral_request: { id: 72, status: 2, extra_data: { reject_note: 'Tu sitio web todavía no tiene tráfico.' } },
    },
    { id: 3, user_id: 1001, status: 1, created_at: stamp(500), referral_request: { id: 70, status: 1, extra_data: { reject_note: '' } } },
  ];

  const newbie = blank(1002, SEEDED_PLAYERS[1].email, SEEDED_PLAYERS[1].password, 'Nina', 'Nueva');
  newbie.verified = false;
  newbie.phone = '5559876543';
  ledger(newbie, rng, ids, 2, 1, 0, 1);
  newbie.balance = 350;
  newbie.bonus_balance = 45;
  newbie.wagering = { total: 90, played: 20.5 };
  bets(newbie, rng, ids, 6);

  const banned = blank(1003, SEEDED_PLAYERS[2].email, SEEDED_PLAYERS[2].password, 'Bruno', 'Baneado');
  banned.is_banned = true;
  banned.balance = 10;

  const agent = blank(1004, SEEDED_PLAYERS[3].email, SEEDED_PLAYERS[3].password, 'Ana', 'Agente');
  agent.role = 1;
  agent.is_partner = true;
  agent.balance = 100000;
  agent.phone = '5550001111';

  return [player, newbie, banned, agent];
}
