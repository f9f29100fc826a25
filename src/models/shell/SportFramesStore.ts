import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { SportFrame } from '../../config/types';
import { configOf } from '../kit/config';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
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
  })
  .extend(withRequests)
  .volatile(() => ({ leaving: undefined as unknown }))
  .actions((self) => ({
    start(key: string) {
      self.key = key;
      self.token = '';
      self.failed = false;
    },
    finish(token: string | undefined) {
      self.token = token ?? '';
      self.failed = !token;
    },
    /** Forgets the token (leaving the frame, signing out): a token is never reused for another visit, nor one on its way. */
    clear() {
      if (self.leaving !== undefined) getEnv<StoreEnv>(self).clock.clearTimeout(self.leaving);
      self.leaving = undefined;
      self.drop('token');
      self.key = '';
      self.token = '';
      self.failed = false;
    },
  }))
  .views((self) => ({
    /** The token call is running. */
    get actionProcessing(): boolean {
      return self.busy('token');
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
    /**
     * Fetches the frame's token for `key` unless it is held or on its way; a refusal is told to the player. A call for
     * another key supersedes the one running (even with the same request): its token is another page's or player's.
     */
    loadToken: flow(function* (frame: SportFrame, key: string) {
      // A load supersedes a pending leave: the same key keeps its token, another key starts afresh below.
      if (self.leaving !== undefined) {
        getEnv<StoreEnv>(self).clock.clearTimeout(self.leaving);
        self.leaving = undefined;
      }
      if (self.key === key && (self.actionProcessing || self.token)) return;
      const env = getEnv<StoreEnv>(self);
      self.start(key);
      const res = yield* self.request('token', tokenRequest(configOf(self), frame, env.api.session() ?? ''), {
        what: 'sport token',
        same: key,
        notify: 'default',
      });
      if (!res) return;
      const token = res.ok ? readToken(res.data, frame.token.tokenPath) : undefined;
      if (res.ok && !token) env.log?.(`sport: no token at "${frame.token.tokenPath}" in the answer`, res.data);
      self.finish(token);
    }),
  }));

export interface SportFramesStore extends Instance<typeof SportFramesStoreModel> {}
export interface SportFramesStoreSnapshotIn extends SnapshotIn<typeof SportFramesStoreModel> {}
