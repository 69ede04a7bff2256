type Listener = () => void;
/** A change this page made (not one read from another tab or adopted from the server). */
export type LocalChangeListener<T, Note> = (before: readonly T[], after: readonly T[], note?: Note) => void;

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
export class PersistedList<T, Note = never> {
  private items: T[];
  private readonly listeners = new Set<Listener>();
  private readonly localListeners = new Set<LocalChangeListener<T, Note>>();
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

  /**
   * Hears the changes made on this page, with the list before and after and, where the caller
   * gave one, a note of what the change was (the account sync sends them to the server).
   */
  onLocalChange = (listener: LocalChangeListener<T, Note>): (() => void) => {
    this.localListeners.add(listener);
    return () => this.localListeners.delete(listener);
  };

  set(next: T[], note?: Note): void {
    const before = this.items;
    this.write(next);
    for (const listener of this.localListeners) listener(before, next, note);
  }

  /** Takes a value that did not start on this page (the account's lists on the server): saved and announced, not heard as a local change. */
  replace(next: T[]): void {
    this.write(next);
  }

  private write(next: T[]): void {
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
