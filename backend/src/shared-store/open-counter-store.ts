import type { CounterStore } from './counter-store';
import { MemoryCounterStore } from './memory-counter-store';
import { RedisCounterStore } from './redis-counter-store';

export function openCounterStore(settings: {
  REDIS_URL?: string | undefined;
  REDIS_KEY_PREFIX: string;
}): CounterStore {
  return settings.REDIS_URL
    ? new RedisCounterStore(settings.REDIS_URL, settings.REDIS_KEY_PREFIX)
    : new MemoryCounterStore();
}
