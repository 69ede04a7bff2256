import {
  isSearchAcceptable,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS_EXCLUSIVE,
  SEARCH_SUGGESTION_COUNT,
  type Product,
} from 'shared-contracts';
import { getProducts } from '../../api/get-products';
import { api } from '../../lib/api-client';
import { useRequest } from '../../lib/use-request';
import { useDebouncedValue } from './use-debounced-value';

/** Longer than 4 characters, and a search the API takes ('xl xl' is refused: shared-contracts' search.ts). */
export function isLongEnough(text: string): boolean {
  return text.trim().length > SEARCH_MIN_CHARS_EXCLUSIVE && isSearchAcceptable(text);
}

/**
 * Suggestions for what is typed (spec §5): looked up 500 ms after the last keystroke, only once the
 * text is longer than 4 characters. Each answer belongs to the text it was asked for (useRequest
 * aborts the older request), so a slow older answer never replaces a newer one.
 */
export interface Suggestions {
  products: Product[];
  /** The lookup for the current text failed (the server answered an error, or not in time). */
  failed: boolean;
}

export function useSuggestions(text: string, categoryId: number): Suggestions {
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const wanted = isLongEnough(settled) && settled === text.trim();
  const key = wanted ? `${categoryId}|${settled}` : '';
  const state = useRequest(key, (signal) =>
    key
      ? getProducts(
          api,
          { categoryId, searchByName: settled, draw: 1, start: 0, length: SEARCH_SUGGESTION_COUNT },
          signal,
        ).then((answer) => answer.data)
      : Promise.resolve([]),
  );
  return {
    products: wanted && state.status === 'success' ? state.data : [],
    failed: wanted && state.status === 'error',
  };
}
