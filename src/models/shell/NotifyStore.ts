import { getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { StoreEnv } from '../env';
import { configOf } from '../kit/config';
import { errorMessageId } from '../../api/errors';
import { errorTextValues } from '../../i18n/labelValues';
import type { Failure } from '../../ports/env';

/** The message id of a failure code: the brand's code table, then its code ranges, then its default text (for screens that show a code outside a toast). */
export function errorIdOf(code: number, rules: NonNullable<Parameters<typeof errorMessageId>[1]> & { defaultErrorMessageId: string }): string {
  return errorMessageId(code, rules) ?? rules.defaultErrorMessageId;
}

export const NotificationModel = types.model('Notification', {
  id: types.identifierNumber,
  /** Literal text (e.g. a server message); used when there is no messageId. */
  text: '',
  /** A text-pack message id, rendered in the current language. */
  messageId: types.maybe(types.string),
  values: types.frozen<Record<string, string | number> | undefined>(),
  type: types.optional(types.enumeration('NotificationType', ['success', 'error', 'default']), 'default'),
  needClose: true,
  /** True during the exit animation, before the notification is deleted. */
  closing: false,
});

export type NotificationInput = Partial<Pick<Notification, 'text' | 'messageId' | 'values' | 'type' | 'needClose'>>;

/** Toasts: added with a timestamp id, auto-closed after the brand's timings, removed by id. */
export const NotifyStoreModel = types
  .model('NotifyStore', {
    notifications: types.array(NotificationModel),
  })
  .actions((self) => ({
    remove(id: number) {
      const n = self.notifications.find((x) => x.id === id);
      if (n) self.notifications.remove(n);
    },
  }))
  .actions((self) => ({
    /** Starts the exit animation; the notification is deleted when it ends. */
    close(id: number) {
      const n = self.notifications.find((x) => x.id === id);
      if (!n || n.closing) return;
      n.closing = true;
      const { clock } = getEnv<StoreEnv>(self);
      clock.setTimeout(() => self.remove(id), configOf(self).rules.timings.notificationExitMs);
    },
  }))
  .actions((self) => ({
    add(input: NotificationInput): number {
      // The same message already on screen is not shown twice (two calls answering alike at once, e.g. a
      // balance poll and another request both learning the player was banned).
      const same = self.notifications.find(
        (x) =>
          !x.closing &&
          x.messageId === input.messageId &&
          x.text === (input.text ?? '') &&
          x.type === (input.type ?? 'default') &&
          JSON.stringify(x.values ?? null) === JSON.stringify(input.values ?? null),
      );
      if (same) return same.id;
      const { clock } = getEnv<StoreEnv>(self);
      let id = clock.now();
      while (self.notifications.some((x) => x.id === id)) id += 1;
      self.notifications.push({ id, ...input });
      if (input.needClose ?? true) {
        clock.setTimeout(() => self.close(id), configOf(self).rules.timings.notificationAutoCloseMs);
      }
      return id;
    },
  }))
  .actions((self) => ({
    success(messageId: string, values?: Record<string, string | number>) {
      return self.add({ messageId, values, type: 'success' });
    },
    /**
     * Error toast for a failed call: the code's text from the brand's status table
     * (rules.errorCodes), else the server's own text when `fallback` is 'server' (sign-in,
     * sign-up, some payments), else the brand's default error text.
     */
    apiError(result: Failure, fallback: 'server' | 'default' = 'default') {
      const rules = configOf(self).rules;
      const mapped = errorMessageId(result.code, rules);
      if (mapped) return self.add({ messageId: mapped, values: errorTextValues(configOf(self)), type: 'error' });
      if (fallback === 'server' && result.message) return self.add({ text: result.message, type: 'error' });
      return self.add({ messageId: rules.defaultErrorMessageId, values: errorTextValues(configOf(self)), type: 'error' });
    },
  }));

export interface Notification extends Instance<typeof NotificationModel> {}
export interface NotifyStore extends Instance<typeof NotifyStoreModel> {}
export interface NotifyStoreSnapshotIn extends SnapshotIn<typeof NotifyStoreModel> {}
