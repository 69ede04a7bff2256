import { use } from 'react';
import { FormattedMessage } from 'react-intl';
import type {
  LoadedPage,
  PrepareModule,
  RemoteLoaders,
  RemotePage,
  RemoteRoutesProps,
} from 'shared-contracts';
import { CatalogRoot } from '../app/catalog-root';
import { pageView } from '../app/page-views';
import { loadHome } from '../features/home/home-loader';
import { listingLoader } from '../features/listing/listing-loader';
import { loadProduct } from '../features/product/product-loader';
import { pageTranslations } from '../i18n/page-translations';

/** Each page's head: its title and description, canonical address, structured data. */
export { heads } from '../head/page-heads';

/** Its messages in the page's language and the page's own code, loaded before the page hydrates or draws. */
export const prepare: PrepareModule = (locale, page) =>
  Promise.all([pageTranslations.load(locale), ...(isCatalogPage(page) ? [pageView(page)] : [])]);

function isCatalogPage(page: string | undefined): page is RemotePage<'catalog'> {
  return page !== undefined && page in loaders;
}

/**
 * Each page's data (docs/page-rendering.md): the shell runs the page's loader on the server for a
 * first load and in the browser on a move, and draws the page with its answer (`loaded`).
 */
export const loaders: RemoteLoaders<'catalog'> = {
  home: loadHome,
  shop: listingLoader('shop'),
  sale: listingLoader('sale'),
  category: listingLoader('category'),
  'category-page': listingLoader('category-page'),
  product: loadProduct,
};

function CatalogPage({ page, loaded }: { page: RemotePage<'catalog'>; loaded: LoadedPage | undefined }) {
  // The shell draws a page only with its data, and its own 404 page for what is not found: these
  // two answers are for a host that does not (a test, a tool).
  if (!loaded) return <div className="cat-page-pending" aria-busy="true" />;
  const { result } = loaded;
  if (!result.found) {
    return (
      <p role="alert" className="cat-error">
        <FormattedMessage id={page === 'product' ? 'product.notFound' : 'listing.noCategory'} />
      </p>
    );
  }
  const draw = use(pageView(page));
  return draw(page, result);
}

/** The catalog's pages, as the shell asks for them, in the shell's language. */
export default function CatalogRoutes({ page, locale, loaded }: RemoteRoutesProps<'catalog'>) {
  return (
    <CatalogRoot translations={pageTranslations} locale={locale}>
      <CatalogPage page={page} loaded={loaded} />
    </CatalogRoot>
  );
}
