import type { PageLoadArgs, PageLoader, ProductDetail } from 'shared-contracts';
import { getProduct } from '../../api/get-product';
import { loaderClient, orNullWhenNotThere } from '../../lib/page-loader';

/** What the product page draws. */
export interface ProductData {
  product: ProductDetail;
  /** When the product was read (ms since 1970): the offer countdown's first render counts from it. */
  readAt: number;
}

/** The product id from either link shape: /product/d/p/?t=…&slug={id} or /product/default/{id}. */
export function productIdOf({ url, params }: Pick<PageLoadArgs, 'url' | 'params'>): number | undefined {
  const text = params.id ?? url.searchParams.get('slug') ?? '';
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The product the address names. No id, an id the API refuses (400) and a product it does not
 * have or show (404: unknown, not approved) are not found; a server failure is passed on.
 */
export const loadProduct: PageLoader = async (args) => {
  const productId = productIdOf(args);
  if (productId === undefined) return { found: false };
  const product = await orNullWhenNotThere(getProduct(loaderClient(args), productId, args.signal));
  if (!product) return { found: false };
  const data: ProductData = { product, readAt: Date.now() };
  return { found: true, data };
};
