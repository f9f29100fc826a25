import { describe, expect, it } from 'vitest';
import { PLAYER, fails, hasKeys, ok, unauthorized, withSandbox } from '../support/sandbox';

const h = withSandbox();

describe('site settings and content', () => {
  it('settings use the server names of spec §3', async () => {
    const s = ok(await h.call('GET', '/api/site/settings'));
    hasKeys(s, ['lang', 'currencies', 'limits', 'INBET_KF', 'passwordSettings']);
    expect(s.currencies).toContain('FUN');
    hasKeys(s.limits.payment, ['deposits', 'withdrawal'], true);
    hasKeys(s.limits.payment.deposits, ['min', 'max'], true);
    hasKeys(s.limits.bets, ['default', 'max', 'min', 'free_bet']);
    hasKeys(s.limits.bets.free_bet, ['min_single_coeff', 'max_single_coeff', 'min_express_coeff'], true);
    hasKeys(s.INBET_KF, ['USD', 'RUB', 'BYR', 'UAH', 'KZT', 'AZN', 'FUN', 'TMT', 'TRY', 'EUR'], true);
    for (const who of ['player', 'agent']) {
      hasKeys(s.passwordSettings[who], ['active', 'min_length', 'digits', 'letters', 'special_characters'], true);
      hasKeys(s.passwordSettings[who].letters, ['amount', 'uppercase', 'lowercase'], true);
    }
  });

  it('settings follow the control endpoint (partial, deep merge)', async () => {
    ok(await h.control({ settings: { limits: { payment: { withdrawal: { max: 777 } } } } }));
    const s = ok(await h.call('GET', '/api/site/settings'));
    expect(s.limits.payment.withdrawal).toEqual({ min: 100, max: 777 });
    expect(s.limits.payment.deposits).toEqual({ min: 50, max: 50000 });
  });

  it('social media links use the server names', async () => {
    hasKeys(ok(await h.call('GET', '/api/site/social_media/link')), ['telegram_link', 'tawk', 'email', 'phone_number'], true);
  });

  it('slides carry url, url_image, device_type and lang (-1, 0, 1)', async () => {
    const slides = ok(await h.call('GET', '/api/site/slides'));
    for (const s of slides) hasKeys(s, ['url', 'url_image', 'device_type', 'lang']);
    expect(new Set(slides.map((s: { lang: number }) => s.lang))).toEqual(new Set([-1, 0, 1]));
  });

  it('flat pages per language (en, es); another language is a flat-page error (201)', async () => {
    for (const lang of ['en', 'es']) {
      const pages = ok(await h.call('GET', `/api/site/flatpages/list/${lang}`));
      expect(pages.length).toBeGreaterThan(2);
      hasKeys(pages[0], ['lang', 'id', 'text', 'created_at', 'is_active', 'id_name', 'priority', 'name', 'updated_at'], true);
      expect(pages[0].lang).toBe(lang);
    }
    fails(await h.call('GET', '/api/site/flatpages/list/xx'), 201);
  });

  it('promotions per language with the server names', async () => {
    const list = ok(await h.call('GET', '/api/site/promotions/list/es'));
    expect(list.length).toBeGreaterThan(2);
    hasKeys(
      list[0],
      [
        'id',
        'priority',
        'url',
        'url_image',
        'url_mini_image',
        'lang',
        'is_active',
        'publication_date',
        'self_deletion_date',
        'system_theme',
        'device_type',
        'header',
        'call_action',
        'short_description',
        'description',
      ],
      true,
    );
    expect(ok(await h.call('GET', '/api/site/promotions/list/en'))[0].header).not.toBe(list[0].header);
  });

  it('jackpot data, jackpot info and fake jackpots', async () => {
    const data = ok(await h.call('GET', '/api/user/jackpot_data'));
    hasKeys(data, ['jackpots', 'won_jackpots'], true);
    hasKeys(data.jackpots[0], ['id', 'image', 'amount', 'name', 'timer', 'last_winner', 'last_win_amount'], true);
    expect(typeof ok(await h.call('GET', '/api/jackpot/info'))).toBe('object');
    const fake = ok(await h.call('GET', '/api/jackpot/fake'));
    expect(fake.length).toBeGreaterThan(1);
    hasKeys(fake[0], ['amount_jackpot', 'winner_nickname'], true);
  });

  it('country flag is an SVG', async () => {
    const r = await h.call('GET', '/api/site/flag/TR');
    expect(r.http).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(r.text).toMatch(/^<svg[^>]*>.*TR.*<\/svg>$/);
    fails(await h.call('GET', '/api/site/flag/1'), 404, 404);
  });
});

describe('sport tokens and the demo sport page', () => {
  it('betconstruct GenToken answers data.token with a session (cookie, header or needCook), 401 without', async () => {
    unauthorized(await h.call('POST', '/betconstruct/GenToken', { body: { project: 'pampa' } }));
    const session = await h.login(PLAYER.email, PLAYER.password);
    expect(ok(await h.call('POST', '/betconstruct/GenToken', { session, body: { project: 'pampa' } })).token).toMatch(/^bc-1001-/);
    expect(ok(await h.call('POST', '/betconstruct/GenToken', { body: { project: 'pampa', needCook: session } })).token).toMatch(/^bc-1001-/);
  });

  it('digitain front token is line style: {token} with both partner headers, {message} and 401 without', async () => {
    const session = await h.login(PLAYER.email, PLAYER.password);
    const r = await h.call('GET', '/digitain/front/token', { headers: { 'partner-name': 'pampa', 'partner-authorization': session } });
    expect(r.http).toBe(200);
    expect(Object.keys(r.body)).toEqual(['token']);
    const anon = await h.call('GET', '/digitain/front/token', { headers: { 'partner-name': 'pampa' } });
    expect(anon.http).toBe(401);
    expect(anon.body).toEqual({ message: 'Unauthorized' });
  });

  it('the demo sport page shows the token, language and page it received', async () => {
    const r = await h.call('GET', '/sandbox/demo-sport?token=abc&lang=es&page=live&parentHost=site.test&partner=pampa&sportsBookView=africanView');
    expect(r.http).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.text).toContain('Demo sport');
    expect(r.text).toContain('data-testid="demo-sport-token">abc<');
    expect(r.text).toContain('data-testid="demo-sport-lang">es<');
    expect(r.text).toContain('data-testid="demo-sport-page">live<');
    expect(r.text).toContain('data-testid="demo-sport-parent-host">site.test<');
    expect(r.text).toContain('data-testid="demo-sport-partner">pampa<');
  });
});

describe('sandbox pages and images', () => {
  it('serves SVG tiles for games, provider logos and banners, with no outside URLs', async () => {
    const tile = await h.call('GET', '/sandbox/img/pragmatic/vs20olympgate.svg');
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(tile.text).toContain('Gates of');
    // no route key printed under the name: the site, not the picture, names the maker
    expect(tile.text).not.toContain('>pragmatic<');
    const logo = await h.call('GET', '/sandbox/img/provider/pragmatic.svg');
    expect(logo.text).toContain('PRAGMATIC');
    const outcome = await h.call('GET', '/sandbox/images/outcome/img/spribe/aviator_spribe.jpg');
    expect(outcome.headers.get('content-type')).toBe('image/svg+xml');
    expect(outcome.text).toContain('Aviator');
    // the studio as the aggregator names it, not the lower-cased path segment
    expect(outcome.text).toContain('>Spribe<');
    expect(outcome.text).not.toContain('>spribe<');
    for (const r of [tile, logo, outcome]) expect(r.text.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:\/\//);
  });

  it('the index page lists the seeded players', async () => {
    const r = await h.call('GET', '/sandbox');
    expect(r.text).toContain('player@croupier.test');
  });
});
