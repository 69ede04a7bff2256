import { STORAGE_PREFIX } from 'shared-contracts';

/** What one tab tells the others: "the session changed, read it again". */
export interface SessionSyncMessage {
  event: 'session';
  /** Why, for the logs; receivers always re-read the session rather than trust the sender. */
  cause: 'signed-in' | 'signed-out';
}

export interface SessionSync {
  post(message: SessionSyncMessage): void;
  subscribe(onMessage: (message: SessionSyncMessage) => void): () => void;
}

const CHANNEL = `${STORAGE_PREFIX}session`;

function isSyncMessage(value: unknown): value is SessionSyncMessage {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { event?: unknown }).event === 'session' &&
    ['signed-in', 'signed-out'].includes(String((value as { cause?: unknown }).cause))
  );
}

/**
 * Tabs of the shop tell each other about sign-in and sign-out. BroadcastChannel where the browser
 * has it; otherwise the storage event of a short-lived key (the way Auth.js's client did it).
 */
export function createSessionSync(): SessionSync {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(onMessage) {
        const listener = (event: MessageEvent) => {
          if (isSyncMessage(event.data)) onMessage(event.data);
        };
        channel.addEventListener('message', listener);
        return () => channel.removeEventListener('message', listener);
      },
    };
  }
  return {
    post(message) {
      try {
        localStorage.setItem(CHANNEL, JSON.stringify({ ...message, at: Date.now() }));
        localStorage.removeItem(CHANNEL);
      } catch {
        // Storage blocked: other tabs follow on their next focus instead.
      }
    },
    subscribe(onMessage) {
      const listener = (event: StorageEvent) => {
        if (event.key !== CHANNEL || !event.newValue) return;
        try {
          const message: unknown = JSON.parse(event.newValue);
          if (isSyncMessage(message)) onMessage(message);
        } catch {
          // Not ours to read.
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
