import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import CatalogRoutes from './exposed/routes';

/** The team's own page: the catalog without the shell, picking its page from the path. */
function Standalone() {
  const { pathname } = useLocation();
  const page = pathname.startsWith('/product') ? 'product' : pathname === '/' ? 'home' : 'shop';
  return <CatalogRoutes page={page} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>,
  );
}
