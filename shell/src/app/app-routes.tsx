import { Navigate, Route, Routes, useParams } from 'shared-contracts/react-router';
import { categoryIdFromSlug, INFO_PAGES, routes } from 'shared-contracts';
import { InfoPage } from '../features/info-pages/info-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RequireSession } from '../session/require-session';
import { Layout } from './layout';
import { RemotePageSlot } from './remote-page';

const toNotFound = <Navigate to={routes.notFound()} replace />;

/** /cat/{slug}-{categoryId}: an address without a category id is not a page of the shop. */
function CategoryRoute() {
  const { slug = '' } = useParams();
  return categoryIdFromSlug(slug) ? <RemotePageSlot remote="catalog" page="category" /> : toNotFound;
}

/** /product/default/{id}: the theme's other product link; the id must be a number. */
function ProductDefaultRoute() {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <RemotePageSlot remote="catalog" page="product" /> : toNotFound;
}

/**
 * Every route of spec §2, mapped to the remote page (or shell page) that draws it. The remote
 * reads its own query parameters (search, categoryId, isSale, t and slug, tabId, track …).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemotePageSlot remote="catalog" page="home" />} />
        <Route path="shop" element={<RemotePageSlot remote="catalog" page="shop" />} />
        <Route path="cat/sale" element={<RemotePageSlot remote="catalog" page="sale" />} />
        <Route path="cat/:slug" element={<CategoryRoute />} />
        <Route
          path="categories/categorypage"
          element={<RemotePageSlot remote="catalog" page="category-page" />}
        />
        <Route path="product/d/p" element={<RemotePageSlot remote="catalog" page="product" />} />
        <Route path="product/default/:id" element={<ProductDefaultRoute />} />
        <Route path="pages/cart" element={<RemotePageSlot remote="cart" page="cart" />} />
        <Route path="pages/checkout" element={<RemotePageSlot remote="cart" page="checkout" />} />
        <Route path="pages/wishlist" element={<RemotePageSlot remote="cart" page="wishlist" />} />
        <Route path="pages/login" element={<RemotePageSlot remote="account" page="login" />} />
        <Route
          path="pages/resetpassword"
          element={<RemotePageSlot remote="account" page="reset-password" />}
        />
        <Route
          path="pages/account"
          element={
            <RequireSession>
              <RemotePageSlot remote="account" page="account" />
            </RequireSession>
          }
        />
        {INFO_PAGES.map((page) => (
          <Route key={page} path={`pages/${page}`} element={<InfoPage page={page} />} />
        ))}
        <Route path="pages/404" element={<NotFoundPage />} />
        <Route path="*" element={toNotFound} />
      </Route>
    </Routes>
  );
}
