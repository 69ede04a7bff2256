import type { RemoteRoutesProps } from 'shared-contracts';
import { CatalogRoot } from '../app/catalog-root';
import { HomePage } from '../features/home/home-page';
import { ListingPage } from '../features/listing/listing-page';
import { ProductPage } from '../features/product/product-page';

/** The catalog's pages, as the shell asks for them. */
export default function CatalogRoutes({ page }: RemoteRoutesProps<'catalog'>) {
  return (
    <CatalogRoot>
      {page === 'home' && <HomePage />}
      {(page === 'shop' || page === 'category' || page === 'sale' || page === 'category-page') && (
        <ListingPage kind={page} />
      )}
      {page === 'product' && <ProductPage />}
    </CatalogRoot>
  );
}
