/**
 * Browser storage keys. The purchased theme prefixes all of them with `riode-`; one team owns
 * each key (the comment names it) and only that team writes it.
 */
export const STORAGE_PREFIX = 'riode-';

export const STORAGE_KEYS = {
  /** account: the API access token */
  token: `${STORAGE_PREFIX}token`,
  /** account: the account type, encrypted so it is not trivially edited */
  accountType: `${STORAGE_PREFIX}act`,
  /** account: userInfo of the signed-in user */
  user: `${STORAGE_PREFIX}user`,
  /** cart: the cart, `{ data: string }` */
  cart: `${STORAGE_PREFIX}cart`,
  /** catalog: the last chosen category of the header search */
  category: `${STORAGE_PREFIX}category`,
  /** shell: modal state */
  modal: `${STORAGE_PREFIX}modal`,
  /** cart: the wishlist */
  wishlist: `${STORAGE_PREFIX}wishlist`,
  /** cart (since 1.5): which account the stored cart and wishlist are the copy of, `{ userId, mergeId? }` */
  listsAccount: `${STORAGE_PREFIX}lists-account`,
  /** shell: the selected language */
  language: `${STORAGE_PREFIX}language`,
  /** account: a random id sent as the device-id header at login */
  deviceId: `${STORAGE_PREFIX}device-id`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
