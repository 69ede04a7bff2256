import { STORAGE_KEYS } from 'shared-contracts';

/**
 * Which account the stored cart and wishlist are the copy of (riode-lists-account, this team's
 * key). Absent: they are a visitor's, to be merged into the account at sign-in. With a mergeId: the
 * merge was sent but not yet answered, and is sent again, under the same id, at the next chance.
 */
export interface ListsAccount {
  userId: number;
  mergeId?: string;
}

export interface ListsAccountMarker {
  read(): ListsAccount | null;
  write(value: ListsAccount): void;
  clear(): void;
}

function parse(raw: string | null): ListsAccount | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ListsAccount> | null;
    if (!value || !Number.isSafeInteger(value.userId) || (value.userId ?? 0) <= 0) return null;
    const mergeId = typeof value.mergeId === 'string' ? value.mergeId : undefined;
    return mergeId ? { userId: value.userId!, mergeId } : { userId: value.userId! };
  } catch {
    return null;
  }
}

export function storedListsAccount(storage: Storage = localStorage): ListsAccountMarker {
  return {
    read: () => {
      try {
        return parse(storage.getItem(STORAGE_KEYS.listsAccount));
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        storage.setItem(STORAGE_KEYS.listsAccount, JSON.stringify(value));
      } catch {
        // A storage that refuses the marker keeps no cart either: the next page has nothing of
        // a visitor's to merge.
      }
    },
    clear: () => {
      try {
        storage.removeItem(STORAGE_KEYS.listsAccount);
      } catch {
        // As above.
      }
    },
  };
}
