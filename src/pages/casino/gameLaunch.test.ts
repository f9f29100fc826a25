import { describe, expect, it } from 'vitest';
import { launchErrorState } from './gameLaunch';

describe('launchErrorState', () => {
  it('names a role refusal, provider trouble, or passes the platform message on', () => {
    expect(launchErrorState({ ok: false, kind: 'rejected', code: 404, message: 'not allowed to place bets' })).toEqual({ kind: 'error', messageId: 'casino.game.notAllowed' });
    expect(launchErrorState({ ok: false, kind: 'timeout', code: 0, message: '' })).toEqual({ kind: 'error', messageId: 'casino.game.providerDown' });
    expect(launchErrorState({ ok: false, kind: 'rejected', code: 7, message: 'Game closed' })).toEqual({ kind: 'error', messageId: 'casino.game.failed', message: 'Game closed' });
  });
});
