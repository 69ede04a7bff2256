import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useSearchParams } from 'shared-contracts/react-router';
import { bus } from 'shared-contracts';
import CatalogHeaderSearch from './exposed/header-search';
import CatalogQuickView from './exposed/quick-view';
import CatalogRoutes from './exposed/routes';

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
      <CatalogQuickView productId={productId} onClose={() => setProductId(null)} />
    </div>
  );
}

function QuickViewPage() {
  const [params] = useSearchParams();
  return <CatalogQuickView productId={Number(params.get('productId')) || 1} onClose={() => history.back()} />;
}

/** The team's own page: the catalog without the shell, on the same paths as in the shop. */
function Standalone() {
  return (
    <>
      <CatalogHeaderSearch />
      <Routes>
        <Route index element={<CatalogRoutes page="home" />} />
        <Route path="shop" element={<CatalogRoutes page="shop" />} />
        <Route path="cat/sale" element={<CatalogRoutes page="sale" />} />
        <Route path="cat/:slug" element={<CatalogRoutes page="category" />} />
        <Route path="categories/categorypage" element={<CatalogRoutes page="category-page" />} />
        <Route path="product/d/p" element={<CatalogRoutes page="product" />} />
        <Route path="product/default/:id" element={<CatalogRoutes page="product" />} />
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
