import type { Category, PageLoader, Product } from 'shared-contracts';
import { getCategories } from '../../api/get-categories';
import { getDefaultProducts } from '../../api/get-default-products';
import { getProducts } from '../../api/get-products';
import { loaderClient } from '../../lib/page-loader';

/** The home page's row of offers: the newest ten. */
const SALE_ROW = 10;

/**
 * What the home page draws. Each part is null when its call failed: the home page is a set of
 * sections, and one that cannot be drawn says so while the others are drawn as usual.
 */
export interface HomeData {
  /** The hero's pictures, the featured categories' pictures and the new arrivals' row. */
  products: Product[] | null;
  categories: Category[] | null;
  sale: { count: number; products: Product[] } | null;
}

const valueOf = <T>(answer: PromiseSettledResult<T>): T | null =>
  answer.status === 'fulfilled' ? answer.value : null;

/**
 * The home page's data: its products, the categories it features and the row of offers with
 * how many there are. Every call is a fixed one, so a failure is the server's: that section is
 * left out (null). Only when all of them failed, or the load was called off, is the load a
 * failure (the shell's notice for the whole page).
 */
export const loadHome: PageLoader = async (args) => {
  const client = loaderClient(args);
  const { signal } = args;
  const answers = await Promise.allSettled([
    getDefaultProducts(client, signal),
    getCategories(client, signal),
    getProducts(client, { isSale: true, draw: 1, start: 0, length: SALE_ROW, sort: 'newest' }, signal),
  ]);
  const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
  if (failed && (signal.aborted || answers.every((answer) => answer.status === 'rejected'))) {
    throw failed.reason;
  }
  const [products, categories, sale] = answers;
  const saleRow = valueOf(sale);
  const data: HomeData = {
    products: valueOf(products),
    categories: valueOf(categories),
    sale: saleRow && { count: saleRow.recordsFiltered, products: saleRow.data },
  };
  return { found: true, data };
};
