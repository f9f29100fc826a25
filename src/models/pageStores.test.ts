import { getType } from 'mobx-state-tree';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../config/types';
import type { StoreEnv } from './env';
import { isPageStoreLoaded } from './pageStores';
import { RootStoreModel } from './RootStore';

// No testEnv here: it registers every page store's type, and this file checks what happens before that.
const env = { api: { request: async () => ({ ok: false, kind: 'cannot-connect', code: 0, message: '' }), session: () => undefined } } as unknown as StoreEnv;
const config = { brand: { id: 'acme', features: {} }, rules: { bonus: {} } } as unknown as BrandConfig;
const newRoot = () => RootStoreModel.create({ config }, env);

describe('page stores: loaded and attached on first use', () => {
  it("a first visit's tree has no cash desk store; opening the cash desk loads its chunk once, attaches the store and opens it", async () => {
    const root = newRoot();
    expect(isPageStoreLoaded('payment')).toBe(false);
    expect(root.payment).toBeUndefined();
    root.openCashDesk('Withdrawal');
    const [a, b] = await Promise.all([root.loadPageStore('payment'), root.loadPageStore('payment')]);
    expect(a).toBe(b);
    expect(root.payment).toBe(a);
    expect(getType(a).name).toBe('PaymentStore');
    expect(a.modal.isOpen).toBe(true);
    expect(a.modal.type).toBe('Withdrawal');
    expect(await root.loadPageStore('payment')).toBe(a);
  });

  it("a tree created once a store's type is known starts with it; the others stay to be loaded", () => {
    const root = newRoot();
    expect(root.payment).toBeDefined();
    expect(root.promotions).toBeUndefined();
  });

  it("the casino's game session is loaded with the first game opened and attached below the casino store", async () => {
    const root = RootStoreModel.create({ config: { ...config, providers: { providers: [] } } as BrandConfig }, env);
    expect(isPageStoreLoaded('gameSession')).toBe(false);
    expect(root.casino.gameSession).toBeUndefined();
    // a guest opening an unknown provider's game: the flow runs and ends on an error the page shows
    await root.casino.openGame('nobody', 'game-1', { siteOrigin: 'https://casino.test' });
    expect(isPageStoreLoaded('gameSession')).toBe(true);
    const session = root.casino.gameSession;
    expect(session && getType(session).name).toBe('GameSession');
    expect(session?.state.kind).toBe('error');
    await root.casino.openGame('nobody', 'game-2', { siteOrigin: 'https://casino.test' });
    expect(root.casino.gameSession).toBe(session);
  });
});
