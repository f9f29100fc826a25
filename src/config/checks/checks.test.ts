/**
 * One case per named cross-check: a copy of the reference bundle with one defect that this check, and no
 * other, reports at the given places; and the reference bundle itself, which no check faults. A check
 * added to CROSS_CHECKS without a case here fails the first test.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, loadEnginePacks, mergeBrand } from '../../../scripts/validate/lib';
import { CROSS_CHECKS, crossCheck } from '../crossCheck';
import type { BrandConfig } from '../types';
import { checkedBundle, type CrossCheckContext } from './kit';

// The reference brand the validator tests also start from: it passes every check.
const DIR = join(BRANDS_DIR, 'pampa');
const REFERENCE = mergeBrand(DIR);
const ctx: CrossCheckContext = {
  enginePacks: loadEnginePacks(),
  pluginIds: readdirSync(join(BRANDS_DIR, '..', 'plugins')).filter((n) => !n.startsWith('_') && !n.includes('.')),
  assetExists: (p) => existsSync(join(DIR, p)),
  // A stand-in for the plugin params schema: only a "broken" key is wrong.
  checkParams: (_plugin, params) => ('broken' in (params as object) ? [{ pointer: '/broken', message: 'expected no "broken" key, found one' }] : []),
};

/** name → the defect, and the `file pointer` of every issue it must cause. */
const CASES: Record<string, { edit: (c: BrandConfig) => void; at: string[]; ctx?: CrossCheckContext }> = {
  'brand-languages': {
    edit: (c) => {
      c.brand.defaultLanguage = 'fr-fr';
      c.brand.languages.push({ ...c.brand.languages[0] });
    },
    at: ['brand.json /defaultLanguage', 'brand.json /languages/2/code'],
  },
  'seo-site-host': { edit: (c) => (c.brand.seo!.siteUrl = 'https://elsewhere.example'), at: ['brand.json /seo/siteUrl'] },
  'seo-image': { edit: (c) => (c.brand.seo!.image = 'assets/no-such-share.png'), at: ['brand.json /seo/image'] },
  'sport-frames': {
    edit: (c) => {
      const frames = c.brand.sport!.frames!;
      frames[1].route = frames[0].route;
      frames.push({ ...frames[0], casinoType: 'bingo' });
    },
    at: ['brand.json /sport/frames/2/id', 'brand.json /sport/frames/1/route', 'brand.json /sport/frames/2/casinoType', 'brand.json /sport/frames/2/route'],
  },
  'catalogue-unique': {
    edit: (c) => c.catalogue.categories.push({ ...c.catalogue.categories[0] }),
    at: [`catalogue.json /categories/${REFERENCE.catalogue.categories.length}/id`],
  },
  'casino-type-path': {
    edit: (c) => (c.catalogue.casinoTypes[7].path = '/nowhere/recent'),
    at: ['catalogue.json /casinoTypes/7/path'],
  },
  'catalogue-tabs': {
    edit: (c) => c.catalogue.tabs.slots.push('no-such-category'),
    at: [`catalogue.json /tabs/slots/${REFERENCE.catalogue.tabs.slots.length}`],
  },
  'catalogue-provider-filters': {
    edit: (c) => (c.catalogue.providerFilters.bingo = []),
    at: ['catalogue.json /providerFilters/bingo'],
  },
  'provider-order': { edit: (c) => c.catalogue.providerOrder!.unshift('pragmatik'), at: ['catalogue.json /providerOrder/0'] },
  'lobby-rows': {
    edit: (c) => {
      c.catalogue.lobby![0].category = 'no-such-category';
      c.catalogue.lobby![2].casinoType = 'bingo';
    },
    at: ['catalogue.json /lobby/0/category', 'catalogue.json /lobby/2/casinoType'],
  },
  'category-icons': { edit: (c) => (c.catalogue.categories[0].icon = 'assets/no-such-icon.svg'), at: ['catalogue.json /categories/0/icon'] },
  'new-games-category': { edit: (c) => (c.catalogue.newGames!.category = 'newest'), at: ['catalogue.json /newGames/category'] },
  'provider-ids': {
    edit: (c) => c.providers.providers.push({ ...c.providers.providers[0], id: c.providers.providers[0].id.toUpperCase() }),
    at: [`providers.json /providers/${REFERENCE.providers.providers.length}/id`],
  },
  'provider-entries': {
    edit: (c) => {
      const [first, second, third] = c.providers.providers;
      first.casinoType = 'bingo';
      second.plugin = 'no-such-plugin';
      third.params = { ...third.params, broken: true };
    },
    at: ['providers.json /providers/0/casinoType', 'providers.json /providers/1/plugin', 'providers.json /providers/2/params/broken'],
  },
  'country-ids': { edit: (c) => c.rules.countries.push({ ...c.rules.countries[0] }), at: [`rules.json /countries/${REFERENCE.rules.countries.length}/id`] },
  'cashback-kinds': {
    edit: (c) => (c.rules.cashback.kinds[0].providers = ['nobody']),
    at: ['rules.json /cashback/kinds/0/providers/0'],
  },
  'withdrawal-countries': {
    // an id the table lacks, and one whose entry is a region without a flag (World, id 1)
    edit: (c) => {
      const [first] = c.rules.payment.withdrawalCountries;
      c.rules.payment.withdrawalCountries = [
        { ...first, countryId: 99999 },
        { ...first, value: 1, countryId: 1 },
      ];
    },
    at: ['rules.json /payment/withdrawalCountries/0/countryId', 'rules.json /payment/withdrawalCountries/1/countryId'],
  },
  'quick-deposits': {
    edit: (c) => {
      c.rules.payment.quickDeposits.unshift(20);
      c.rules.payment.quickDeposits.push(c.rules.payment.depositLimits!.max + 1);
    },
    at: ['rules.json /payment/quickDeposits/0', `rules.json /payment/quickDeposits/${REFERENCE.rules.payment.quickDeposits.length + 1}`],
  },
  'payment-types': {
    edit: (c) => (c.rules.paymentTypes = { ...c.rules.paymentTypes, '1': { direction: 'removal', messageId: 'profile.entry.agentRemoval' } }),
    at: ['rules.json /paymentTypes/1'],
  },
  'theme-colours': { edit: (c) => (c.theme.light!.bg = '#12345'), at: ['theme.json /light/bg'] },
  'theme-images': { edit: (c) => (c.theme.logos.light = 'assets/gone.svg'), at: ['theme.json /logos/light'] },
  'currency-labels': { edit: (c) => (c.brand.currency.signUp = 'EUR'), at: ['brand.json /currency/display'] },
  'currency-sign-up': {
    edit: (c) => {
      c.brand.currency.display = { ...c.brand.currency.display, XTS: 'XTS' };
      c.brand.currency.signUp = 'XTS';
    },
    at: ['brand.json /currency/signUp'],
  },
  'nav-items': {
    edit: (c) => {
      c.navigation.downMenu[0].route = '/casino';
      c.navigation.downMenu[1].route = '/no-such-page';
    },
    at: ['navigation.json /downMenu/0', 'navigation.json /downMenu/1/route'],
  },
  'contacts-links': {
    edit: (c) => c.navigation.contactsDialog!.links!.push('fax'),
    at: [`navigation.json /contactsDialog/links/${REFERENCE.navigation.contactsDialog!.links!.length}`],
  },
  'social-link-hosts': {
    edit: (c) => (c.navigation.social[0].linkTemplate = 'https://chat.elsewhere.example/{value}'),
    at: ['navigation.json /social/0/linkTemplate'],
  },
  'text-packs': {
    // The engine gains an id only its en-US pack defines: the other language lacks it; the first has no pack at all.
    ctx: { enginePacks: { ...ctx.enginePacks, 'en-US': { ...ctx.enginePacks!['en-US'], 'engine.extra': 'Extra' } } },
    edit: (c) => delete c.locales[c.brand.languages[0].code],
    at: REFERENCE.brand.languages.filter((l) => l.code !== 'en-US').map((l, i) => `locales/${l.code}.json ${i === 0 ? '/' : '/messages'}`),
  },
  'seo-texts': {
    edit: (c) => delete c.locales[c.brand.languages[0].code]['seo.home.title'],
    at: [`locales/${REFERENCE.brand.languages[0].code}.json /messages`],
  },
  'message-refs': {
    edit: (c) => (c.catalogue.casinoTypes[0].labelId = 'casinoType.alll'),
    at: ['catalogue.json /casinoTypes/0/labelId', ...REFERENCE.brand.languages.map((l) => `locales/${l.code}.json /messages`)],
  },
  'icu-messages': {
    edit: (c) => {
      const pack = c.locales['en-US'];
      pack['slider.slide'] = 'Slide {idx} of {count}';
      pack['cashback.kind.providerSlots'] = 'Slots of {provider';
    },
    at: ['locales/en-US.json /messages/cashback.kind.providerSlots', 'locales/en-US.json /messages/slider.slide'],
  },
  'sport-rules-text': {
    edit: (c) => delete c.content!.sportRules![c.brand.languages[0].code],
    at: [`content/sport-rules.${REFERENCE.brand.languages[0].code}.json /`],
  },
};

describe('named cross-checks', () => {
  it('every check has a name, a one-line purpose and a case here', () => {
    const names = CROSS_CHECKS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of CROSS_CHECKS) expect(c.purpose, c.name).toMatch(/^[^\n]{10,}$/);
    expect(Object.keys(CASES).sort()).toEqual([...names].sort());
  });

  it('the reference bundle passes every check', () => {
    const bundle = checkedBundle(REFERENCE, ctx);
    for (const c of CROSS_CHECKS) expect(c.check(bundle), c.name).toEqual([]);
    expect(crossCheck(REFERENCE, ctx)).toEqual([]);
  });

  for (const [name, { edit, at, ctx: own }] of Object.entries(CASES)) {
    it(`${name}: its defect is reported by it alone`, () => {
      const config = structuredClone(REFERENCE);
      edit(config);
      const bundle = checkedBundle(config, own ?? ctx);
      const found = Object.fromEntries(CROSS_CHECKS.map((c) => [c.name, c.check(bundle).map((i) => `${i.file} ${i.pointer}`)]));
      expect(found[name]).toEqual(at);
      expect(Object.entries(found).filter(([n, list]) => n !== name && list.length)).toEqual([]);
    });
  }
});
