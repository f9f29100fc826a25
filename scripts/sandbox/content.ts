/** Site-wide seeded content: settings, requisites, flat pages, promotions, slides, jackpots, crypto limits. */

const passwordRules = (min: number, digits: number, upper: number, special: number) => ({
  active: true,
  min_length: min,
  digits: { amount: digits },
  letters: { amount: 2, uppercase: upper, lowercase: 1 },
  special_characters: { amount: special },
});

/** GET /api/site/settings — server field names (spec platform-core §3). */
export function createSettings() {
  return {
    lang: 'es-es',
    currencies: ['TRY', 'TND', 'USD', 'EUR', 'FUN'],
    limits: {
      payment: {
        deposits: { min: 50, max: 50000 },
        withdrawal: { min: 100, max: 20000 },
      },
      bets: {
        default: 10,
        min: 1,
        max: 5000,
        free_bet: { min_single_coeff: 2, max_single_coeff: 50, min_express_coeff: 1.8 },
      },
    },
    oddType: 'decimal',
    coefType: 'mainBets',
    INBET_KF: { USD: 1, RUB: 90, BYR: 3.2, UAH: 41, KZT: 480, AZN: 1.7, FUN: 1, TMT: 3.5, TRY: 32, EUR: 0.92 },
    passwordSettings: { player: passwordRules(8, 1, 1, 0), agent: passwordRules(10, 2, 1, 1) },
  };
}

export interface Requisite {
  id: number;
  payment_system: string;
  payment_requisite: string;
  payment_detail: string;
  payment_custom_definition: string;
  payment_country_id: number;
  payment_account_name: string;
  payment_account_id: string;
}

const REQUISITES: Requisite[] = [
  {
    id: 1,
    payment_system: 'Ziraat Bankasi',
    payment_requisite: 'TR33 0006 1005 1978 6457 8413 26',
    payment_detail: 'IBAN transfer',
    payment_custom_definition: 'Write your user id in the description',
    payment_country_id: 0,
    payment_account_name: 'Croupier Payments Ltd',
    payment_account_id: 'ZB-1001',
  },
  {
    id: 2,
    payment_system: 'Papara',
    payment_requisite: '1234567890',
    payment_detail: 'Papara wallet',
    payment_custom_definition: '',
    payment_country_id: 0,
    payment_account_name: 'Croupier Wallet',
    payment_account_id: 'PP-2002',
  },
  {
    id: 3,
    payment_system: 'Garanti BBVA',
    payment_requisite: 'TR12 0006 2000 0001 2345 6789 01',
    payment_detail: 'IBAN transfer',
    payment_custom_definition: '',
    payment_country_id: 0,
    payment_account_name: 'Croupier Payments Ltd',
    payment_account_id: 'GB-3003',
  },
];

const svgImg = (kind: string, id: string | number): string => `/sandbox/img/${kind}/${id}.svg`;

function flatPages(lang: 'en' | 'es') {
  const titles =
    lang === 'en'
      ? [
          ['about-us', 'About us'],
          ['terms', 'Terms and conditions'],
          ['privacy', 'Privacy policy'],
          ['responsible-gaming', 'Responsible gaming'],
          ['faq', 'FAQ'],
        ]
      : [
          ['about-us', 'Sobre nosotros'],
          ['terms', 'Términos y condiciones'],
          ['privacy', 'Política de privacidad'],
          ['responsible-gaming', 'Juego responsable'],
          ['faq', 'Preguntas frecuentes'],
        ];
  return titles.map(([id_name, name], i) => ({
    id: (lang === 'en' ? 100 : 200) + i,
    lang,
    id_name,
    name,
    text: `<h2>${name}</h2><p>${lang === 'en' ? 'Sandbox text for' : 'Texto de prueba para'} ${name}.</p><script>alert('xss')</script>`,
    priority: 5 - i,
    is_active: i !== 4 || lang === 'en',
    created_at: '2024-01-10 10:00:00',
    updated_at: '2024-06-01 12:00:00',
  }));
}

function promotions(lang: 'en' | 'es') {
  const en = lang === 'en';
  const rows = [
    ['Welcome bonus', 'Bono de bienvenida', 'all', 'all'],
    ['Daily cashback', 'Cashback diario', 'all', 'all'],
    ['Friday free bet', 'Apuesta gratis del viernes', 'light', 'desktop'],
    ['Loyalty points', 'Puntos de fidelidad', 'dark', 'mobile'],
    ['Expired tournament', 'Torneo terminado', 'all', 'all'],
  ];
  return rows.map(([h_en, h_es, system_theme, device_type], i) => ({
    id: i + 1,
    priority: 10 - i,
    url: `/promotions/${i + 1}`,
    url_image: svgImg('promo', `${i + 1}-${lang}`),
    url_mini_image: svgImg('promo', `${i + 1}-${lang}-mini`),
    lang,
    is_active: i !== 4,
    publication_date: '2024-05-01 00:00:00',
    self_deletion_date: i === 4 ? '2024-06-01 00:00:00' : '2030-01-01 00:00:00',
    system_theme,
    device_type,
    header: en ? h_en : h_es,
    call_action: en ? 'Join now' : 'Participa ahora',
    short_description: en ? `${h_en}: short description.` : `${h_es}: descripción corta.`,
    description: `<p>${en ? h_en : h_es}</p><p>${en ? 'First deposit bonus 15%, wager 2 times.' : 'Bono del 15% en el primer depósito, apuesta 2 veces.'}</p>`,
  }));
}

export function createContent() {
  return {
    requisites: REQUISITES,
    socialLinks: { telegram_link: '/sandbox/social/telegram', tawk: 'sandbox-tawk-property', email: 'support@croupier.test', phone_number: '+90 555 000 0000' },
    slides: [
      { id: 1, url: '/casino', url_image: svgImg('slide', 1), device_type: 'all', lang: -1 },
      { id: 2, url: '/promotions/1', url_image: svgImg('slide', 2), device_type: 'desktop', lang: 0 },
      { id: 3, url: '/promotions/1', url_image: svgImg('slide', 3), device_type: 'desktop', lang: 1 },
      { id: 4, url: '/promotions/2', url_image: svgImg('slide', 4), device_type: 'mobile', lang: -1 },
    ],
    flatPages: { en: flatPages('en'), es: flatPages('es') },
    promotions: { en: promotions('en'), es: promotions('es') },
    jackpots: [
      { id: 3, image: svgImg('jackpot', 3), amount: 250000.5, name: 'Mega', timer: 86400, last_winner: 'pl***r', last_win_amount: 180000 },
      { id: 1, image: svgImg('jackpot', 1), amount: 1500.25, name: 'Mini', timer: 3600, last_winner: 'ne***e', last_win_amount: 1200 },
      { id: 2, image: svgImg('jackpot', 2), amount: 25000, name: 'Major', timer: 21600, last_winner: 'lu***y', last_win_amount: 19000.75 },
    ],
    wonJackpots: [
      { id: 11, jackpot_id: 1, name: 'Mini', amount: 1200, winner: 'ne***e', date: '2024-06-01 20:00:00' },
      { id: 12, jackpot_id: 2, name: 'Major', amount: 19000.75, winner: 'lu***y', date: '2024-05-28 21:30:00' },
    ],
    jackpotInfo: {
      title: 'Croupier jackpots',
      description: 'Every bet on slots feeds the Mini, Major and Mega jackpots.',
      currency: 'TND',
      contribution_percent: 1,
      min_bet: 5,
    },
    fakeJackpots: [
      { amount_jackpot: 1250.5, winner_nickname: 'ma***o' },
      { amount_jackpot: 98000, winner_nickname: 'lu***y' },
      { amount_jackpot: 15000, winner_nickname: 'an***a' },
      { amount_jackpot: 450, winner_nickname: 'jo***e' },
    ],
    cryptoLimits: {
      USDT: { deposit: { min_amount: 10, max_amount: 10000 }, withdrawal: { min_amount: 20, max_amount: 5000 } },
      USDTTRC20: { deposit: { min_amount: 15, max_amount: 8000 }, withdrawal: { min_amount: 25, max_amount: 4000 } },
      BTC: { deposit: { min_amount: 0.0005, max_amount: 1 }, withdrawal: { min_amount: 0.001, max_amount: 0.5 } },
      ETH: { deposit: { min_amount: 0.005, max_amount: 20 }, withdrawal: { min_amount: 0.01, max_amount: 10 } },
      TRX: { deposit: { min_amount: 50, max_amount: 100000 }, withdrawal: { min_amount: 100, max_amount: 50000 } },
    } as Record<string, { deposit: { min_amount: number; max_amount: number }; withdrawal: { min_amount: number; max_amount: number } }>,
    /**
     * What one coin is worth in US dollars, and what one dollar is in each account currency (the site
     * settings' INBET_KF plus TND, the seeded players' currency): a crypto deposit's coin amount is
     * weighed against the player's deposit limits in the account currency at these rates.
     */
    cryptoUsdRates: { USDT: 1, USDTTRC20: 1, BTC: 60000, ETH: 3000, TRX: 0.12 } as Record<string, number>,
    fiatPerUsd: { USD: 1, RUB: 90, BYR: 3.2, UAH: 41, KZT: 480, AZN: 1.7, FUN: 1, TMT: 3.5, TRY: 32, EUR: 0.92, TND: 3.1 } as Record<string, number>,
    /** Withdrawal services; the client keeps only ids 74, 15, 30 and 133. */
    cryptoServices: [
      { id: 74, currency: 'USDTTRC20', name: 'Tether (TRC20)', network: 'trx', is_active: true },
      { id: 15, currency: 'BTC', name: 'Bitcoin', network: 'btc', is_active: true },
      { id: 30, currency: 'ETH', name: 'Ethereum', network: 'eth', is_active: true },
      { id: 133, currency: 'TRX', name: 'Tron', network: 'trx', is_active: true },
      { id: 5, currency: 'LTC', name: 'Litecoin', network: 'ltc', is_active: true },
      { id: 99, currency: 'DOGE', name: 'Dogecoin', network: 'doge', is_active: false },
    ],
  };
}

export type SiteContent = ReturnType<typeof createContent>;
