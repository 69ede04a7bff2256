import {
  formatPrice,
  LISTING_COUNT_CAP,
  routes,
  toCents,
  type PageHead,
  type PageHeadMaker,
  type RemoteHeads,
  withShopName,
} from 'shared-contracts';
import type { HomeData } from '../features/home/home-loader';
import type { ListingData } from '../features/listing/listing-loader';
import { listingTitle } from '../features/listing/listing-title';
import { readListingState, type ListingKind } from '../features/listing/listing-state';
import type { ProductData } from '../features/product/product-loader';
import { headIntl, shortened } from './head-intl';
import { breadcrumbList, productStructuredData } from './structured-data';

/**
 * Each catalog page's head (shared-contracts PageHead), from the data its loader answered: what
 * search engines and shared links read of it, in the visitor's language.
 */

const home: PageHeadMaker = async ({ data, locale }) => {
  const intl = await headIntl(locale);
  const { products } = data as HomeData;
  const pictured = products?.find((product) => product.prodImageList.length > 0);
  return {
    title: intl.formatMessage({ id: 'meta.homeTitle' }),
    description: intl.formatMessage({ id: 'meta.homeDescription' }),
    canonical: routes.home(),
    ...(pictured ? { image: pictured.prodImageList[0]!.imageURL } : {}),
  };
};

const product: PageHeadMaker = async ({ data, locale, origin }) => {
  const intl = await headIntl(locale);
  const { product } = data as ProductData;
  const price = product.price === null ? undefined : formatPrice(toCents(product.price), locale);
  const values = {
    name: product.name,
    brand: product.brand,
    price: price ?? '',
    priced: price ? 'yes' : 'no',
  };
  const picture = product.prodImageList[0]?.imageURL;
  return {
    title: withShopName(intl.formatMessage({ id: 'meta.productTitle' }, values)),
    description: shortened(intl.formatMessage({ id: 'meta.product' }, values)),
    // The one address of a product, whichever it was reached by (/product/default/{id}, tracking).
    canonical: routes.product(product),
    kind: 'product',
    ...(picture ? { image: picture } : {}),
    structuredData: [
      productStructuredData(product, origin),
      breadcrumbList(
        [
          { name: intl.formatMessage({ id: 'breadcrumbs.home' }), path: routes.home() },
          { name: intl.formatMessage({ id: 'breadcrumbs.products' }), path: routes.shop() },
          { name: product.name, path: routes.product(product) },
        ],
        origin,
      ),
    ],
  };
};

/** The listing's own address without its filters, sort or page: the category's, the sale's, or the search's. */
function listingCanonical(kind: ListingKind, data: ListingData, search: string): string {
  if (data.category) return routes.category(data.category);
  if (kind === 'sale') return routes.sale();
  return search ? routes.shop({ search }) : routes.shop();
}

function listing(kind: ListingKind): PageHeadMaker {
  return async ({ data, locale, origin, url, params }) => {
    const intl = await headIntl(locale);
    const listed = data as ListingData;
    const { search } = readListingState(kind, url.searchParams, params.slug);
    const title = listingTitle(intl, kind, listed.category, search);
    const count = listed.products?.recordsFiltered ?? 0;
    const head: PageHead = {
      title: withShopName(title),
      // Past the cap the API answers the cap plus one, not a count: say "1.000+", as the page does.
      // A search too short to run counted nothing: the shop's own description, not "0 producten".
      description: listed.searchTooShort
        ? undefined
        : count > LISTING_COUNT_CAP
          ? intl.formatMessage({ id: 'meta.listingAtLeast' }, { title, count: LISTING_COUNT_CAP })
          : intl.formatMessage({ id: 'meta.listing' }, { title, count }),
      canonical: listingCanonical(kind, listed, search),
    };
    if (!listed.category) return head;
    return {
      ...head,
      structuredData: [
        breadcrumbList(
          [
            { name: intl.formatMessage({ id: 'breadcrumbs.home' }), path: routes.home() },
            { name: intl.formatMessage({ id: 'breadcrumbs.products' }), path: routes.shop() },
            { name: listed.category.name, path: routes.category(listed.category) },
          ],
          origin,
        ),
      ],
    };
  };
}

export const heads: RemoteHeads<'catalog'> = {
  home,
  shop: listing('shop'),
  sale: listing('sale'),
  category: listing('category'),
  'category-page': listing('category-page'),
  product,
};
