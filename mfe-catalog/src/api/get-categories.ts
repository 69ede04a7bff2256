import { categoriesResponseSchema, PRODUCTS_PREFIX, type Category } from 'shared-contracts';
import { api } from '../lib/api-client';

let pending: Promise<Category[]> | undefined;

/**
 * GET get-public-all-categories. The header search, the home page and the category pages all
 * need the list, so one answer per page load is shared (a failure is forgotten, to be retried).
 */
export function getCategories(): Promise<Category[]> {
  pending ??= api
    .get(`${PRODUCTS_PREFIX}/categories/get-public-all-categories`, categoriesResponseSchema)
    .then((answer) => answer.responseData.data)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
