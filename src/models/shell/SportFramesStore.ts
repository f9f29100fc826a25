import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { SportFrame } from '../../config/types';
import { notifierOf } from '../casino/casinoRoot';
import { configOf } from '../kit/config';
import type { ApiResult, StoreEnv } from '../env';
import { readToken, tokenRequest } from './sportFrame';

/**
 * The token of the sport frame on screen (brand.json `sport.frames`). A token belongs to one key
 * (frame, player state, page, language): a new key asks again, and the answer for an old key is
 * dropped, so a frame never starts with another page's or player's token.
 */
export const SportFramesStoreModel = types
  .model('SportFramesStore', {
    key: '',
    token: '',
    /** The token call for `key` failed or its answer had no token. */
    failed: false,
    actionProcessing: false,
  })
  // Counts starts and clears, so an answer to a call made before either is recognised as stale even for the same key.
  .volatile(() => ({ generation: 0, leaving: undefined as unknown }))
  .actions((self) => ({
    start(key: string) {
      self.generation += 1;
      self.key = key;
      self.token = '';
      self.failed = false;
      self.actionProcessing = true;
    },
    finish(token: string | undefined) {
      self.token = token ?? '';
      self.failed = !token;
      self.actionProcessing = false;
    },
    /** Forgets the token (leaving the frame, signing out): a token is never reused for another visit. */
    clear() {
      if (self.leaving !== undefined) getEnv<StoreEnv>(self).clock.clearTimeout(self.leaving);
      self.leaving = undefined;
      self.generation += 1;
      self.key = '';
      self.token = '';
      self.failed = false;
      self.actionProcessing = false;
    },
  }))
  .views((self) => ({
    /** The frame's state for a key: its token once it arrived. */
    stateOf(key: string): { status: 'loading' } | { status: 'failed' } | { status: 'ready'; token: string } {
      if (self.key !== key || self.actionProcessing) return { status: 'loading' };
      if (self.failed) return { status: 'failed' };
      return self.token ? { status: 'ready', token: self.token } : { status: 'loading' };
    },
  }))
  .actions((self) => ({
    /** The page left (or React's development double-invoke unmounted it for a moment): forgets the token unless the same key is asked for again within this turn. */
    leave(key: string) {
      if (self.key !== key) return;
      const clock = getEnv<StoreEnv>(self).clock;
      if (self.leaving !== undefined) clock.clearTimeout(self.leaving);
      self.leaving = clock.setTimeout(() => (self as unknown as { clear(): void }).clear(), 0);
    },
    /** Fetches the frame's token for `key` unless it is held or on its way; a refusal is told to the player. */
    loadToken: flow(function* (frame: SportFrame, key: string) {
      // A load supersedes a pending leave: the same key keeps its token, another key starts afresh below.
      if (self.leaving !== undefined) {
        getEnv<StoreEnv>(self).clock.clearTimeout(self.leaving);
        self.leaving = undefined;
      }
      if (self.key === key && (self.actionProcessing || self.token)) return;
      const env = getEnv<StoreEnv>(self);
      self.start(key);
      const generation = self.generation;
      let res: ApiResult<unknown>;
      try {
        res = yield env.api.request(tokenRequest(configOf(self), frame, env.api.session() ?? ''));
      } catch (error) {
        env.log?.('sport: the token call failed', error);
        res = { ok: false, kind: 'cannot-connect', code: 0, message: '' };
      }
      if (self.generation !== generation) return;
      const token = res.ok ? readToken(res.data, frame.token.tokenPath) : undefined;
      if (res.ok && !token) env.log?.(`sport: no token at "${frame.token.tokenPath}" in the answer`, res.data);
      self.finish(token);
      if (!res.ok) notifierOf(self).apiError(res);
    }),
  }));

export interface SportFramesStore extends Instance<typeof SportFramesStoreModel> {}
export interface SportFramesStoreSnapshotIn extends SnapshotIn<typeof SportFramesStoreModel> {}
