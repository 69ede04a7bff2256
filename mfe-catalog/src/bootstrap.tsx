import { useEffect, useEffectEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'shared-contracts/react-router';
import { bus, type LoadedPage, type LocaleCode, type RemotePage } from 'shared-contracts';
import CatalogHeaderSearch from './exposed/header-search';
import CatalogQuickView from './exposed/quick-view';
import CatalogRoutes, { loaders } from './exposed/routes';

/** The team's page speaks the shop's default language. */
const LOCALE: LocaleCode = 'nl_NL';

/** Without the shell nobody opens the quick view: this page stands in for its modal frame. */
function StandaloneQuickView() {
  const [productId, setProductId] = useState<number | null>(null);
  useEffect(
    () =>
      bus.on('catalog:modal-requested', ({ modal, productId: id }) =>
        setProductId(modal === 'quickview' && id ? id : null),
      ),
    [],
  );
  if (productId === null) return null;
  return (
    <div role="dialog" aria-modal="true" className="cat-standalone-modal">
      <button type="button" onClick={() => setProductId(null)}>
        ×
      </button>
      <CatalogQuickView productId={productId} onClose={() => setProductId(null)} locale={LOCALE} />
    </div>
  );
}

function QuickViewPage() {
  const [params] = useSearchParams();
  return (
    <CatalogQuickView
      productId={Number(params.get('productId')) || 1}
      onClose={() => history.back()}
      locale={LOCALE}
    />
  );
}

/**
 * A page as the shell draws it: its loader first (with the window's fetch), then the page with
 * the answer for the address shown. A failed loader is logged; the page stays pending.
 */
function StandalonePage({ page }: { page: RemotePage<'catalog'> }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  const href = `${pathname}${search}`;
  const [loaded, setLoaded] = useState<LoadedPage>();
  const load = useEffectEvent((signal: AbortSignal) =>
    loaders[page]?.({
      url: new URL(href, location.origin),
      params,
      fetch: window.fetch.bind(window),
      signal,
    }),
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)?.then(
      (result) => setLoaded({ href, result }),
      (error: unknown) => console.error(`[catalog] the ${page} page could not be loaded`, error),
    );
    return () => controller.abort();
  }, [page, href]);
  return <CatalogRoutes page={page} locale={LOCALE} loaded={loaded?.href === href ? loaded : undefined} />;
}

/** The team's own page: the catalog without the shell, on the same paths as in the shop. */
function Standalone() {
  return (
    <>
      <CatalogHeaderSearch locale={LOCALE} />
      <Routes>
        <Route index element={<StandalonePage page="home" />} />
        <Route path="shop" element={<StandalonePage page="shop" />} />
        <Route path="cat/sale" element={<StandalonePage page="sale" />} />
        <Route path="cat/:slug" element={<StandalonePage page="category" />} />
        <Route path="categories/categorypage" element={<StandalonePage page="category-page" />} />
        <Route path="product/d/p" element={<StandalonePage page="product" />} />
        <Route path="product/default/:id" element={<StandalonePage page="product" />} />
        <Route path="quick-view" element={<QuickViewPage />} />
      </Routes>
      <StandaloneQuickView />
    </>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>,
  );
}
