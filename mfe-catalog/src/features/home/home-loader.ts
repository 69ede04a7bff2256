import type { Category, PageLoader, Product } from 'shared-contracts';
import { getCategories } from '../../api/get-categories';
import { getDefaultProducts } from '../../api/get-default-products';
import { getProducts } from '../../api/get-products';
import { loaderClient } from '../../lib/page-loader';

/** The home page's row of offers: the newest ten. */
const SALE_ROW = 10;

/** What the home page draws. */
export interface HomeData {
  /** The hero's pictures, the featured categories' pictures and the new arrivals' row. */
  products: Product[];
  categories: Category[];
  sale: { count: number; products: Product[] };
}

/**
 * The home page's data: its products, the categories it features and the row of offers with
 * how many there are. Every call is a fixed one, so any failure is the server's: it is passed on.
 */
export const loadHome: PageLoader = async (args) => {
  const client = loaderClient(args);
  const { signal } = args;
  const [products, categories, sale] = await Promise.all([
    getDefaultProducts(client, signal),
    getCategories(client, signal),
    getProducts(client, { isSale: true, draw: 1, start: 0, length: SALE_ROW, sort: 'newest' }, signal),
  ]);
  const data: HomeData = {
    products,
    categories,
    sale: { count: sale.recordsFiltered, products: sale.data },
  };
  return { found: true, data };
};
