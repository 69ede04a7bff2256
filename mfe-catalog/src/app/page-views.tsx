import type { ReactElement } from 'react';
import { tracked, type PageLoadResult, type RemotePage, type TrackedPromise } from 'shared-contracts';
import type { HomeData } from '../features/home/home-loader';
import type { ListingData } from '../features/listing/listing-loader';
import type { ProductData } from '../features/product/product-loader';
import { foundData } from '../lib/page-loader';

type Found = Extract<PageLoadResult, { found: true }>;

/** Draws a catalog page from its loader's answer. */
export type DrawPage = (page: RemotePage<'catalog'>, result: Found) => ReactElement;

type ViewName = 'home' | 'listing' | 'product';

/**
 * Each kind of page is a file of its own: the home page does not fetch the listing's filters or the
 * product page's purchase panel, nor the other way round. The shell has the page's file fetched
 * with its data (`prepare`, src/exposed/routes.tsx), before hydrating or drawing it, and a first
 * load of a page has the server name its file with the others (pageChunks, federation.config.js).
 */
const importers: Record<ViewName, () => Promise<DrawPage>> = {
  home: () =>
    import(/* webpackChunkName: "catalog-page-home" */ '../features/home/home-page').then(
      ({ HomePage }) =>
        (_page, result) => <HomePage data={foundData<HomeData>(result)} />,
    ),
  listing: () =>
    import(/* webpackChunkName: "catalog-page-listing" */ '../features/listing/listing-page').then(
      ({ ListingPage }) =>
        (page, result) => (
          <ListingPage
            kind={page as Exclude<typeof page, 'home' | 'product'>}
            data={foundData<ListingData>(result)}
          />
        ),
    ),
  product: () =>
    import(/* webpackChunkName: "catalog-page-product" */ '../features/product/product-page').then(
      ({ ProductPage }) =>
        (_page, result) => <ProductPage data={foundData<ProductData>(result)} />,
    ),
};

const viewOf = (page: RemotePage<'catalog'>): ViewName =>
  page === 'home' || page === 'product' ? page : 'listing';

const loads = new Map<ViewName, TrackedPromise<DrawPage>>();

/** The page's view, fetched once for every page of its kind (a failed fetch is tried again at the next ask). */
export function pageView(page: RemotePage<'catalog'>): Promise<DrawPage> {
  const name = viewOf(page);
  let load = loads.get(name);
  if (!load) {
    load = tracked(importers[name]());
    load.catch(() => loads.delete(name));
    loads.set(name, load);
  }
  return load;
}
