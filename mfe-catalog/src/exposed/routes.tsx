import type { RemoteRoutesProps } from 'shared-contracts';
import { CatalogRoot } from '../app/catalog-root';
import { pageTranslations } from '../i18n/page-translations';
import { lazyPage, preloadAtFirstInteraction } from '../lib/lazy-page';

// One chunk per page; federation.config.js names them for the server's preloads (pageChunks).
const HomePage = lazyPage(() =>
  import(/* webpackChunkName: "catalog-page-home" */ '../features/home/home-page').then((m) => m.HomePage),
);
const ListingPage = lazyPage(() =>
  import(/* webpackChunkName: "catalog-page-listing" */ '../features/listing/listing-page').then(
    (m) => m.ListingPage,
  ),
);
const ProductPage = lazyPage(() =>
  import(/* webpackChunkName: "catalog-page-product" */ '../features/product/product-page').then(
    (m) => m.ProductPage,
  ),
);

preloadAtFirstInteraction([HomePage, ListingPage, ProductPage]);

/** The catalog's pages, as the shell asks for them. */
export default function CatalogRoutes({ page }: RemoteRoutesProps<'catalog'>) {
  return (
    <CatalogRoot translations={pageTranslations}>
      {page === 'home' && <HomePage />}
      {(page === 'shop' || page === 'category' || page === 'sale' || page === 'category-page') && (
        <ListingPage kind={page} />
      )}
      {page === 'product' && <ProductPage />}
    </CatalogRoot>
  );
}
