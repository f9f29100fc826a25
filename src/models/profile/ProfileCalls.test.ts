import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrandConfig, ProfileEditRules } from '../../config/types';
import { fakeClock } from '../../../tests/support/catalogueTestKit';
import { fail, loadedRoot, ok, testConfig, testEnv } from '../../../tests/support/testEnv';
import type { ApiRequest } from '../env';
import { profileChanges, profileEditErrors } from './profileEdit';
import { applicationErrors } from './ReferralApplicationStore';

// Brand files are read from disk: the Vite server (and so Vitest) does not serve brands/ raw.
const platformRules = JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/_platform/rules.json'), 'utf8'));

const EDIT: ProfileEditRules = { fields: ['first_name', 'last_name', 'birthday', 'city', 'address', 'phone'], minAge: 18 };
const TR = { phoneCode: '+90', countryCode: 'TR', mask: '(999) 9999999', minLength: 10, maxLength: 10 };
const TODAY = Date.UTC(2026, 5, 15);

function setup(routes: Parameters<typeof testEnv>[0] = {}) {
  const config = testConfig() as BrandConfig & { rules: Record<string, unknown> };
  Object.assign(config.rules, {
    pageSize: 10,
    profileEdit: EDIT,
    profileEditCodes: platformRules.profileEditCodes,
    errorCodes: platformRules.errorCodes,
    phoneCountries: [TR],
    payment: { ...(config.rules.payment as object), phoneCountryCode: 'TUR' },
  });
  const t = testEnv(routes);
  t.env.clock = fakeClock(TODAY);
  const logs: string[] = [];
  t.env.log = (m) => logs.push(m);
  const root = loadedRoot({ config }, t.env);
  return { ...t, logs, root };
}

const PERSONAL = {
  id: 1,
  first_name: 'Pablo',
  last_name: 'Jugador',
  currency: 'TND',
  email: 'p@x.test',
  phone: '5551234567',
  birthday: '1990-04-12',
  city: 'Rosario',
  address: '',
};

describe('profile edit rules', () => {
  const today = new Date(TODAY);
  it('checks names, lengths, the birth date and its age, and the phone against its country', () => {
    expect(profileEditErrors({ first_name: ' ', last_name: 'B', birthday: '', city: '', address: '', phone: '5551234567' }, EDIT, today, TR)).toEqual({
      first_name: 'profile.edit.required',
    });
    expect(profileEditErrors({ first_name: 'A', last_name: 'B', birthday: '2023-02-30', phone: '555' }, EDIT, today, TR)).toEqual({
      birthday: 'profile.edit.birthdayInvalid',
      phone: 'auth.signUp.phoneInvalid',
    });
    expect(profileEditErrors({ first_name: 'A', last_name: 'B', birthday: '2027-01-01', phone: '5551234567' }, EDIT, today, TR).birthday).toBe(
      'profile.edit.birthdayInvalid',
    );
    // 18 tomorrow is too young today; 18 today is old enough.
    expect(profileEditErrors({ first_name: 'A', last_name: 'B', birthday: '2008-06-16', phone: '5551234567' }, EDIT, today, TR).birthday).toBe(
      'profile.edit.tooYoung',
    );
    expect(profileEditErrors({ first_name: 'A', last_name: 'B', birthday: '2008-06-15', phone: '5551234567' }, EDIT, today, TR)).toEqual({});
    expect(profileEditErrors({ first_name: 'A', last_name: 'B', city: 'x'.repeat(101), phone: '5551234567' }, EDIT, today, TR).city).toBe(
      'profile.edit.tooLong',
    );
    // A field the brand does not let a player change is not checked.
    expect(profileEditErrors({ first_name: '' }, { fields: ['city'], minAge: 18 }, today, TR)).toEqual({});
  });

  it('sends only what changed: trimmed text, the phone by its digits', () => {
    const current = { first_name: 'Pablo', last_name: 'Jugador', city: 'Rosario', phone: '5551234567' };
    expect(profileChanges({ first_name: ' Pablo ', last_name: 'Jugador', city: 'Córdoba ', phone: '(555) 1234567' }, current, EDIT)).toEqual({
      city: 'Córdoba',
    });
    expect(profileChanges({ phone: '(555) 7654321' }, current, EDIT)).toEqual({ phone: '5557654321' });
    expect(profileChanges({ phone: '(555) 7654321' }, current, { fields: ['city'], minAge: 18 })).toEqual({});
  });
});

describe('ProfileStore.saveProfile (PUT /api/user/profile/update)', () => {
  it('sends the changes, shows the answered profile and clears the refusal', async () => {
    const { root, api } = setup({
      'GET /api/user/profile': () => ok({ personal: PERSONAL }),
      'PUT /api/user/profile/update': (req: ApiRequest) => ok({ personal: { ...PERSONAL, ...(req.body as object) } }),
    });
    await root.profile.load();
    expect(await root.profile.saveProfile({ city: 'Córdoba', birthday: '1991-01-02' }, '')).toBeNull();
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/user/profile/update', body: { city: 'Córdoba', birthday: '1991-01-02' } });
    expect([root.profile.personal.city, root.profile.personal.birthday]).toEqual(['Córdoba', '1991-01-02']);
    expect(root.profile.edit.refusal).toBeUndefined();
  });

  it('a refusal with a field code (rules.profileEditCodes) stays at that field; others at the form; the profile is kept', async () => {
    const { root } = setup({
      'GET /api/user/profile': () => ok({ personal: PERSONAL }),
      'PUT /api/user/profile/update': (req: ApiRequest) =>
        (req.body as Record<string, string>).birthday ? fail(234, 'Birth date not accepted') : fail(500, 'System error'),
    });
    await root.profile.load();
    expect(await root.profile.saveProfile({ birthday: '2015-01-01' }, '')).toMatchObject({ code: 234 });
    expect(root.profile.edit.refusal).toMatchObject({ field: 'birthday', failure: { code: 234 } });
    expect(root.profile.personal.birthday).toBe('1990-04-12');
    expect(await root.profile.saveProfile({ city: 'X' }, '')).toMatchObject({ code: 500 });
    expect(root.profile.edit.refusal?.field).toBeUndefined();
  });

  it('a new phone: the code goes to its digits with the brand country code, then the update carries it', async () => {
    const { root, api } = setup({
      'GET /api/user/profile': () => ok({ personal: PERSONAL }),
      'POST /api/user/phone/code': () => ok(true),
      'PUT /api/user/profile/update': (req: ApiRequest) =>
        (req.body as Record<string, string>).code === '123456' ? ok({ personal: { ...PERSONAL, phone: '5557654321' } }) : fail(230, 'Invalid verify code'),
    });
    await root.profile.load();
    expect(await root.profile.edit.sendPhoneCode('(555) 7654321')).toBeNull();
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/user/phone/code', body: { country_code: 'TUR', phone: '5557654321' } });
    expect(root.profile.edit.codeSentTo).toBe('5557654321');
    expect(await root.profile.saveProfile({ phone: '5557654321' }, '000000')).toMatchObject({ code: 230 });
    expect(root.profile.edit.refusal?.field).toBe('phone');
    expect(await root.profile.saveProfile({ phone: '5557654321' }, ' 123456 ')).toBeNull();
    expect(api.calls.at(-1)?.body).toEqual({ phone: '5557654321', code: '123456' });
    expect(root.profile.personal.phone).toBe('5557654321');
    expect(root.profile.edit.codeSentTo).toBe('');
  });

  it('a refused code is kept for the form and no number counts as sent', async () => {
    const { root } = setup({ 'POST /api/user/phone/code': () => fail(15, 'Invalid phone number') });
    expect(await root.profile.edit.sendPhoneCode('123')).toMatchObject({ code: 15 });
    expect(root.profile.edit.codeFailure).toMatchObject({ code: 15 });
    expect(root.profile.edit.codeSentTo).toBe('');
  });
});

describe('PasswordInfoStore (GET /api/user/password/change)', () => {
  it('reads whether and when the password was changed; a malformed answer is logged and kept as a failure', async () => {
    let answer: unknown = { password_changed: true, changed_at: '2026-05-06 10:00:00' };
    const { root, logs } = setup({ 'GET /api/user/password/change': () => ok(answer) });
    const info = root.profile.passwordInfo;
    expect(await info.load()).toBeNull();
    expect([info.loaded, info.changed, info.changedAt]).toEqual([true, true, '2026-05-06 10:00:00']);
    answer = { password_changed: false, changed_at: null };
    await info.load();
    expect([info.changed, info.changedAt]).toEqual([false, undefined]);
    answer = { changed: 'yes' };
    expect(await info.load()).toMatchObject({ ok: false });
    expect(info.failure).toBeDefined();
    expect(logs.some((l) => l.includes('password change info'))).toBe(true);
  });
});

describe('BonusRequestStore (POST /api/user/bonus_balance_request)', () => {
  it('a taken request is marked; a refusal is kept', async () => {
    let refuse = true;
    const { root, api } = setup({
      'POST /api/user/bonus_balance_request': () => (refuse ? fail(2214, 'Terms not met') : ok({ wagering_amount: 90, requested: true })),
    });
    const bonus = root.profile.bonusRequest;
    expect(await bonus.send()).toMatchObject({ code: 2214 });
    expect([bonus.requested, bonus.failure?.code]).toEqual([false, 2214]);
    refuse = false;
    expect(await bonus.send()).toBeNull();
    expect([bonus.requested, bonus.failure]).toEqual([true, undefined]);
    expect(api.calls.filter((c) => c.path === '/api/user/bonus_balance_request')).toHaveLength(2);
  });
});

describe('ReferralApplicationStore (POST /api/user/referral_system/request, form data)', () => {
  it('checks the form before any call', () => {
    expect(applicationErrors({ website: 'blog', traffic: '', comment: '' })).toEqual({ website: 'profile.referral.apply.websiteInvalid' });
    expect(applicationErrors({ website: 'ftp://blog.test', traffic: '12k', comment: '' })).toEqual({
      website: 'profile.referral.apply.websiteInvalid',
      traffic: 'profile.referral.apply.trafficInvalid',
    });
    expect(applicationErrors({ website: 'https://blog.test', traffic: '1200', comment: 'posts' })).toEqual({});
  });

  it('sends the filled fields as form data; the answered id marks it sent; a refusal is kept', async () => {
    let refuse = false;
    const { root, api } = setup({
      'POST /api/user/referral_system/request': () => (refuse ? fail(103, 'A referral request is already being reviewed') : ok({ id: 77, status: 0 })),
    });
    const application = root.referral.application;
    expect(await application.apply({ website: ' https://blog.test ', traffic: '1200', comment: '' })).toBeNull();
    const body = api.calls.at(-1)?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({ website: 'https://blog.test', traffic: '1200' });
    expect(application.sentId).toBe(77);
    refuse = true;
    expect(await application.apply({ website: 'https://blog.test', traffic: '', comment: '' })).toMatchObject({ code: 103 });
    expect([application.sentId, application.failure?.code]).toEqual([undefined, 103]);
  });
});

describe('free-spin and cashback histories', () => {
  it('page through GET /api/payment/freespins/history and GET /api/cashback/history', async () => {
    const spins = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      created_at: '2026-05-01 10:00:00',
      provider: 'p',
      game: 'G',
      count: 25,
      used: 25,
      win_amount: 3,
      status: 2,
    }));
    const cash = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, date: '2026-05-01 10:00:00', amount: 10 + i, type: i % 2 }));
    const { root, api } = setup({
      'GET /api/payment/freespins/history': (req: ApiRequest) => {
        const page = Number(req.query?.page);
        return ok({ data: spins.slice((page - 1) * 10, page * 10), count: spins.length });
      },
      'GET /api/cashback/history': () => ok({ history: [...cash, { id: 9, date: 'x' }], count: 5 }),
    });
    const { freespins, cashback } = root.profileHistory;
    await freespins.ensure('a', 20);
    expect(freespins.rows).toHaveLength(12);
    expect(freespins.done).toBe(true);
    expect(freespins.rows[0]).toMatchObject({ count: 25, used: 25, win_amount: 3, status: 2 });
    expect(api.calls.filter((c) => c.path === '/api/payment/freespins/history').map((c) => c.query)).toEqual([
      { page: 1, count: 10 },
      { page: 2, count: 10 },
    ]);
    await cashback.ensure('b', 10);
    // The entry without an amount is left out (and logged); the others are read.
    expect(cashback.rows).toEqual(cash);
  });
});
