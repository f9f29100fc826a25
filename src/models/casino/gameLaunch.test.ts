import { describe, expect, it } from 'vitest';
import { errorIdOf, isGameRouteAvailable, launchErrorState, type ErrorRules } from './gameLaunch';
import type { ProviderEntry } from '../../config/types';
import { banMatcher } from '../../catalogue/bans';
import { join } from 'node:path';
import { BRANDS_DIR, listBrandIds, mergeBrand } from '../../../scripts/validate/lib';

const rules = {
  errorCodes: { '7': 'error.7', '500': 'error.500' },
  errorRanges: [{ from: 600, to: 699, messageId: 'error.bet' }],
  defaultErrorMessageId: 'error.default',
};

describe('launchErrorState', () => {
  it('names a role refusal or provider trouble', () => {
    expect(launchErrorState({ ok: false, kind: 'rejected', code: 404, message: 'not allowed to place bets', reason: 'notAllowed' }, rules)).toEqual({
      kind: 'error',
      messageId: 'casino.game.notAllowed',
      reason: 'notAllowed',
    });
    expect(launchErrorState({ ok: false, kind: 'timeout', code: 0, message: '' }, rules)).toEqual({ kind: 'error', messageId: 'casino.game.providerDown' });
  });

  it("chooses the text of the engine's own refusals by their reason, never by the wording of their message", () => {
    const texts = {
      notAllowed: 'casino.game.notAllowed',
      noDemo: 'casino.game.demoUnavailable',
      bansUnknown: 'casino.game.bansUnknown',
      unavailable: 'casino.game.unavailable',
    } as const;
    for (const [reason, messageId] of Object.entries(texts)) {
      // any wording, even another refusal's: the reason decides
      for (const message of ['', 'reworded for the log', 'not allowed to place bets']) {
        expect(launchErrorState({ ok: false, kind: 'rejected', code: 404, message, reason: reason as keyof typeof texts }, rules)).toEqual({
          kind: 'error',
          messageId,
          reason,
        });
      }
    }
    // the platform's own message that happens to read like an engine refusal is the platform's refusal
    expect(launchErrorState({ ok: false, kind: 'rejected', code: 7, message: 'not allowed to place bets' }, rules)).toEqual({
      kind: 'error',
      messageId: 'casino.game.failed',
      detailId: 'error.7',
    });
  });

  /** A platform refusal with this code shows the failed text with this detail. */
  const refusedAs = (r: ErrorRules, code: number, message: string, detailId: string) =>
    expect(launchErrorState({ ok: false, kind: 'rejected', code, message }, r)).toEqual({ kind: 'error', messageId: 'casino.game.failed', detailId });

  it('resolves a platform refusal through the brand error-code table, ranges and default — never the raw English text', () => {
    refusedAs(rules, 7, 'Game closed', 'error.7');
    refusedAs(rules, 605, 'Insufficient balance', 'error.bet');
    refusedAs(rules, 4242, 'Something odd', 'error.default');
  });

  it("the platform's responsible-gambling launch refusals (loss limit, session time limit) show their own text, in every brand", () => {
    for (const brand of listBrandIds()) {
      const { rules: brandRules } = mergeBrand(join(BRANDS_DIR, brand));
      refusedAs(brandRules, 2702, 'Loss limit of 100 per day reached', 'error.rg.lossLimit');
      refusedAs(brandRules, 2703, 'Session time limit of 30 minutes used up', 'error.rg.sessionLimit');
    }
  });

  it("the platform's maintenance and blocked-provider launch refusals (2800, 2801) show their own text, in every brand and language", () => {
    for (const brand of listBrandIds()) {
      const config = mergeBrand(join(BRANDS_DIR, brand));
      const cases = [
        [2800, 'Casino closed for maintenance', 'error.maintenance'],
        [2801, 'Provider belatra is not available', 'error.providerBlocked'],
      ] as const;
      for (const [code, message, id] of cases) {
        expect(launchErrorState({ ok: false, kind: 'rejected', code, message }, config.rules)).toEqual({
          kind: 'error',
          messageId: 'casino.game.failed',
          detailId: id,
        });
        for (const [lang, pack] of Object.entries(config.locales)) expect((pack as Record<string, string>)[id], `${brand} ${lang} ${id}`).toBeTruthy();
      }
    }
  });

  it('a banned or unknown provider refusal is "not available"', () => {
    expect(launchErrorState({ ok: false, kind: 'rejected', code: 404, message: 'provider unavailable', reason: 'unavailable' }, rules)).toEqual({
      kind: 'error',
      messageId: 'casino.game.unavailable',
      reason: 'unavailable',
    });
    expect(
      launchErrorState(
        {
          ok: false,
          kind: 'rejected',
          code: 404,
          message: 'provider "nope" not found in configuration (providers.json has no enabled entry with this id)',
          reason: 'unavailable',
        },
        rules,
      ),
    ).toEqual({ kind: 'error', messageId: 'casino.game.unavailable', reason: 'unavailable' });
  });
});

describe('errorIdOf', () => {
  it('exact code, then range, then default', () => {
    expect(errorIdOf(500, rules)).toBe('error.500');
    expect(errorIdOf(650, rules)).toBe('error.bet');
    expect(errorIdOf(1, rules)).toBe('error.default');
  });
});

describe('isGameRouteAvailable', () => {
  const providers = [
    { id: 'alpha', name: 'Alpha Games', casinoType: 'slots', enabled: true },
    { id: 'off', name: 'Off', casinoType: 'slots', enabled: false },
    { id: 'live1', name: 'Live One', casinoType: 'live', enabled: true },
  ] as unknown as ProviderEntry[];
  const bans = (p: string[] = [], t: string[] = []) => banMatcher({ providers: p, casinoTypes: t }, providers);
  it('needs a configured, enabled provider that is not banned (by id or name, any case) nor of a banned type', () => {
    expect(isGameRouteAvailable(providers, bans(), 'alpha')).toBe(true);
    expect(isGameRouteAvailable(providers, bans(), 'unknown')).toBe(false);
    expect(isGameRouteAvailable(providers, bans(), 'off')).toBe(false);
    expect(isGameRouteAvailable(providers, bans(['alpha']), 'alpha')).toBe(false);
    expect(isGameRouteAvailable(providers, bans(['ALPHA GAMES']), 'alpha')).toBe(false);
    expect(isGameRouteAvailable(providers, bans([], ['live']), 'live1')).toBe(false);
    expect(isGameRouteAvailable(providers, bans([], ['crash']), 'alpha', { routeProvider: 'alpha', provider: 'Studio', casinoType: 'crash' })).toBe(false);
    expect(isGameRouteAvailable(providers, bans(['Studio']), 'alpha', { routeProvider: 'alpha', provider: 'Studio', casinoType: 'slots' })).toBe(false);
  });
});
