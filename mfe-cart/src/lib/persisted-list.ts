type Listener = () => void;

export interface PersistedListOptions<T> {
  key: string;
  parse(raw: string | null): T[];
  serialize(items: readonly T[]): string;
  /** Tells the page about the new value (the bus); called on every change, local or from another tab. */
  announce(items: readonly T[]): void;
  storage?: Storage;
}

/**
 * A list kept in browser storage under one key: restored on load, saved on every change, and
 * kept in step with other tabs through the storage event (which the caller forwards to
 * syncFromStorage). Shaped for React's useSyncExternalStore.
 */
export class PersistedList<T> {
  private items: T[];
  private readonly listeners = new Set<Listener>();
  private readonly storage: Storage;

  constructor(private readonly options: PersistedListOptions<T>) {
    this.storage = options.storage ?? localStorage;
    this.items = options.parse(this.read());
  }

  snapshot = (): readonly T[] => this.items;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: T[]): void {
    this.items = next;
    try {
      this.storage.setItem(this.options.key, this.options.serialize(next));
    } catch {
      // A full or blocked storage loses persistence, not the list on this page.
    }
    this.notify();
  }

  update(change: (items: readonly T[]) => T[]): void {
    this.set(change(this.items));
  }

  /** Another tab wrote the key: take its value without writing it back. */
  syncFromStorage(): void {
    this.items = this.options.parse(this.read());
    this.notify();
  }

  notify(): void {
    this.options.announce(this.items);
    for (const listener of this.listeners) listener();
  }

  private read(): string | null {
    try {
      return this.storage.getItem(this.options.key);
    } catch {
      return null;
    }
  }
}
