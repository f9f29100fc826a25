import type { Clock, KeyValueStorage } from './env';

/** The real clock: the browser's timers. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

/** The browser's network state: navigator.onLine and the window's `online` event. */
export const browserNetwork = {
  online: (): boolean => globalThis.navigator?.onLine !== false,
  onOnline(listener: () => void): () => void {
    globalThis.addEventListener?.('online', listener);
    return () => globalThis.removeEventListener?.('online', listener);
  },
};

/** localStorage with every key prefixed by the brand id, so two brands on one origin never collide. */
export function brandStorage(brandId: string, backing: Storage | undefined = globalThis.localStorage): KeyValueStorage {
  const prefix = `croupier:${brandId}:`;
  return {
    get: (key) => {
      try {
        return backing?.getItem(prefix + key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        backing?.setItem(prefix + key, value);
      } catch {
        // Storage full or disabled (private mode): the app keeps working without persistence.
      }
    },
    remove: (key) => {
      try {
        backing?.removeItem(prefix + key);
      } catch {
        /* as above */
      }
    },
  };
}

/** In-memory storage for tests and for browsers without localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

/**
 * A message line to the other tabs of one brand on this origin (BroadcastChannel); without one (old browser,
 * a test runner) nothing is sent and nothing heard. Messages are plain JSON values.
 */
export function tabChannel<T>(name: string): { post(message: T): void; listen(fn: (message: T) => void): () => void } {
  const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (!Channel) return { post: () => undefined, listen: () => () => undefined };
  const channel = new Channel(name);
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        /* a closed channel: the other tabs are simply not told */
      }
    },
    listen: (fn) => {
      const handler = (e: MessageEvent) => fn(e.data as T);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}
