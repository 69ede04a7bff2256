import { Navigate, Route, Routes } from 'react-router-dom';
import { INFO_PAGES, routes } from 'shared-contracts';
import { Layout } from '../layout/layout';
import { InfoPage } from '../pages/info-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePageSlot } from './remote-page';

/** Every route of spec §2, mapped to the remote page (or shell page) that draws it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemotePageSlot remote="catalog" page="home" />} />
        <Route path="shop" element={<RemotePageSlot remote="catalog" page="shop" />} />
        <Route path="cat/sale" element={<RemotePageSlot remote="catalog" page="sale" />} />
        <Route path="cat/:slug" element={<RemotePageSlot remote="catalog" page="category" />} />
        <Route
          path="categories/categorypage"
          element={<RemotePageSlot remote="catalog" page="category-page" />}
        />
        <Route path="product/d/p" element={<RemotePageSlot remote="catalog" page="product" />} />
        <Route path="product/default/:id" element={<RemotePageSlot remote="catalog" page="product" />} />
        <Route path="pages/cart" element={<RemotePageSlot remote="cart" page="cart" />} />
        <Route path="pages/checkout" element={<RemotePageSlot remote="cart" page="checkout" />} />
        <Route path="pages/wishlist" element={<RemotePageSlot remote="cart" page="wishlist" />} />
        <Route path="pages/login" element={<RemotePageSlot remote="account" page="login" />} />
        <Route
          path="pages/resetpassword"
          element={<RemotePageSlot remote="account" page="reset-password" />}
        />
        <Route path="pages/account" element={<RemotePageSlot remote="account" page="account" />} />
        {INFO_PAGES.map((page) => (
          <Route key={page} path={`pages/${page}`} element={<InfoPage page={page} />} />
        ))}
        <Route path="pages/404" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to={routes.notFound()} replace />} />
      </Route>
    </Routes>
  );
}
