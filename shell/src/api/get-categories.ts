import { useEffect, useState } from 'react';
import { buildCategoryTree, categoriesResponseSchema, type CategoryNode } from 'shared-contracts';
import { api } from './api-client';

export const CATEGORIES_PATH = '/products/api/v1/categories/get-public-all-categories';

export async function getCategoryTree(): Promise<CategoryNode[]> {
  const body = await api.get(CATEGORIES_PATH, categoriesResponseSchema);
  return buildCategoryTree(body.responseData.data);
}

/** One read per page load: the mega-menu and the mobile menu show the same tree. */
let cached: Promise<CategoryNode[]> | undefined;

function loadOnce(): Promise<CategoryNode[]> {
  cached ??= getCategoryTree().catch((error: unknown) => {
    cached = undefined;
    console.warn('[shell] categories could not be loaded', error);
    throw error;
  });
  return cached;
}

export type CategoryTreeState =
  { status: 'loading' } | { status: 'ready'; tree: CategoryNode[] } | { status: 'failed' };

/** The category tree for the menus; a failure leaves them without categories, not broken. */
export function useCategoryTree(): CategoryTreeState {
  const [state, setState] = useState<CategoryTreeState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadOnce().then(
      (tree) => current && setState({ status: 'ready', tree }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
