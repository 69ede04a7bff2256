import { categoriesResponseSchema, PRODUCTS_PREFIX, type ApiClient, type Category } from 'shared-contracts';

/** GET get-public-all-categories: every category; parentCategoryId 0 is the top level. */
export async function getCategories(client: ApiClient, signal?: AbortSignal): Promise<Category[]> {
  const answer = await client.get(
    `${PRODUCTS_PREFIX}/categories/get-public-all-categories`,
    categoriesResponseSchema,
    signal ? { signal } : {},
  );
  return answer.responseData.data;
}
