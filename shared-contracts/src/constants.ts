/** Business constants of spec §9, in one place so every package agrees on them. */
export const PASSWORD_MIN_LENGTH = 8;
export const SEARCH_DEBOUNCE_MS = 500;
/** Suggestions are looked up once the text is longer than this. */
export const SEARCH_MIN_CHARS_EXCLUSIVE = 4;
/**
 * A submitted search needs one word at least this long (search.ts): a shorter word alone is held
 * by many of the catalogue's words ("a", "x"), so its matches are much of the catalogue and
 * PostgreSQL reads most of the scope for it (docs/catalog-queries.md).
 */
export const MIN_SEARCH_WORD_LENGTH = 3;
/** The listing matches this many words of a search at most; the rest are not searched. */
export const MAX_SEARCH_WORDS = 8;
export const PRODUCT_PAGE_SIZE = 25;
/** How many products the header's search suggests while typing (it asks the listing for this many). */
export const SEARCH_SUGGESTION_COUNT = 6;
/**
 * The listing counts filtered products exactly up to this many; beyond it the API answers one
 * more (recordsFiltered = cap + 1) and the shop shows '1 000+' (backend list-products.ts).
 */
export const LISTING_COUNT_CAP = 1000;
export const PRICE_FILTER_MAX_DEFAULT = 1000;
/**
 * The largest PostgreSQL `integer`: ids, stock and a listing's start are stored or passed as one,
 * so the API refuses a larger number (api/products.ts) and the backend treats a page starting here
 * as past every product (backend catalog/queries/deep-pages.ts).
 */
export const MAX_DB_INTEGER = 2_147_483_647;
export const VAT_PERCENT = 21;
export const QUANTITY_MIN = 1;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const LONG_TOAST_MS = 10_000;
export const MODAL_CLOSE_ANIMATION_MS = 330;
export const SCROLL_TOP_THRESHOLD_PX = 768;
export const STICKY_HEADER_MIN_WIDTH_PX = 992;
export const MOBILE_BAR_MAX_WIDTH_PX = 768;
export const OFFER_COUNTDOWN_DEFAULT_DATE = '2024-11-20';
export const COUNTDOWN_TICK_MS = 1000;
export const LEGACY_COUNTDOWN_START = 3;
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_DEFAULT_QUALITY = 75;
export const ALL_CATEGORIES_ID = 0;

/** Header quick links (spec §2): category ids fixed by the theme. */
export const QUICK_LINK_CATEGORIES = [
  { key: 'bathLinen', categoryId: 12 },
  { key: 'bedLinen', categoryId: 4 },
  { key: 'kitchenLinen', categoryId: 8 },
  { key: 'bathrobe', categoryId: 13 },
  { key: 'bbq', categoryId: 10 },
  { key: 'shirts', categoryId: 34 },
  { key: 'socks', categoryId: 35 },
] as const;
