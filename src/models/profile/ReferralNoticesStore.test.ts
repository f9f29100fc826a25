import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../env';
import { readReferralNotices } from './ReferralNoticesStore';
import { fail, ok, loggedSetup } from '../../../tests/support/testEnv';

const PATH = '/api/user/referral_system/request/notification';

function server() {
  const list = [
    { id: 1, user_id: 7, status: 0, referral_request: { id: 71, status: 1, extra_data: { reject_note: '' } } },
    { id: 2, user_id: 7, status: 0, referral_request: { id: 72, status: 2, extra_data: { reject_note: ' No traffic. ' } } },
    { id: 3, user_id: 7, status: 1, referral_request: { id: 70, status: 1, extra_data: {} } },
  ];
  return {
    list,
    routes: {
      [`GET ${PATH}`]: () => ok(list.map((n) => ({ ...n }))),
      [`PATCH ${PATH}/2`]: (req: ApiRequest) => {
        list[1].status = (req.body as { status: number }).status;
        return ok(list[1]);
      },
    } as Parameters<typeof loggedSetup>[0],
  };
}

function setup(routes: Parameters<typeof loggedSetup>[0]) {
  const t = loggedSetup(routes);
  return { ...t, store: t.root.referralNotices };
}

describe('ReferralNoticesStore', () => {
  it('loads the notifications and shows the unread ones with their outcome', async () => {
    const { store } = setup(server().routes);
    await store.load();
    expect(store.unread).toEqual([
      { id: '1', status: 0, accepted: true, rejectNote: '' },
      { id: '2', status: 0, accepted: false, rejectNote: 'No traffic.' },
    ]);
    expect(store.actionProcessing).toBe(false);
  });

  it('dismisses through the server with status 1, then reloads the list', async () => {
    const s = server();
    const { store, api } = setup(s.routes);
    await store.load();
    await store.dismiss('2');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${PATH}`, `PATCH ${PATH}/2`, `GET ${PATH}`]);
    expect(api.calls[1].body).toEqual({ status: 1 });
    expect(store.unread.map((n) => n.id)).toEqual(['1']);
    expect(store.dismissing).toBe('');
  });

  it('shows the server message when a dismissal is refused and keeps the notice', async () => {
    const s = server();
    const { store, root } = setup({ ...s.routes, [`PATCH ${PATH}/1`]: () => fail(40, 'Notification is locked') });
    await store.load();
    await store.dismiss('1');
    expect(store.unread.map((n) => n.id)).toEqual(['1', '2']);
    expect(root.notify.notifications.map((n) => n.text)).toEqual(['Notification is locked']);
  });

  it('keeps what it showed on a refusal or a malformed payload (logged) and clears on sign-out', async () => {
    let answer: unknown = ok([{ id: 5, status: 0, referral_request: { status: 1 } }]);
    const { store, logs } = setup({ [`GET ${PATH}`]: () => answer as never });
    await store.load();
    answer = fail(5, 'down');
    await store.load();
    expect(store.status).toBe('failed');
    answer = ok('nope');
    await store.load();
    expect(store.unread.map((n) => n.id)).toEqual(['5']);
    expect(logs).toEqual(['referral notifications: the platform refused the call', 'referral notifications: response is not a list']);
    store.clear();
    expect(store.unread).toEqual([]);
  });

  it('skips items without id or status', () => {
    const logs: string[] = [];
    expect(readReferralNotices([{ id: 1 }, { status: 0 }, null, { id: 'a', status: 0 }], (m) => logs.push(m))).toEqual([
      { id: 'a', status: 0, accepted: false, rejectNote: '' },
    ]);
    expect(logs).toEqual(['referral notifications: 3 malformed item(s) skipped']);
  });
});
