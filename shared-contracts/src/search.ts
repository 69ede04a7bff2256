import { MAX_SEARCH_WORDS, MIN_SEARCH_WORD_LENGTH } from './constants';

/**
 * The words of a search as the listing matches them (backend/src/catalog/queries/product-filter.ts):
 * split on whitespace, at most MAX_SEARCH_WORDS.
 */
export function searchWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * Whether a search may be submitted: no words at all (no search: the whole listing), or at least
 * one word of MIN_SEARCH_WORD_LENGTH characters or more, which narrows the matches (constants.ts);
 * the other words may be shorter ('l/xl 42' is fine, 'xl 42' is not). The backend
 * refuses the others with 400 searchTooShort (api/products.ts), the header's search forms and the
 * listing page say so instead of asking.
 */
export function isSearchAcceptable(text: string): boolean {
  const words = searchWords(text);
  return words.length === 0 || words.some((word) => [...word].length >= MIN_SEARCH_WORD_LENGTH);
}
