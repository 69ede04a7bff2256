import type { ReactElement } from 'react';
import { Route, Routes } from 'shared-contracts/react-router';
import { PAGE_ROUTES, UNKNOWN_ROUTE, type PageRoute } from 'shared-contracts';
import { InfoPage } from '../features/info-pages/info-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RequireSession } from '../session/require-session';
import { Layout } from './layout';
import { RemotePageSlot } from './remote-page';

/** What a route of the table draws in the layout's main slot. */
function pageOf(route: PageRoute): ReactElement {
  const { target, requiresSession } = route;
  if ('shell' in target)
    return target.shell === 'info' ? <InfoPage route={route} page={target.info} /> : <NotFoundPage />;
  const page = <RemotePageSlot route={route} remote={target.remote} page={target.page} />;
  return requiresSession ? <RequireSession>{page}</RequireSession> : page;
}

/**
 * Every route of spec §2 from the one table in shared-contracts (PAGE_ROUTES), which the server
 * also matches to choose the remote, its loader and the status code. The remote reads its own
 * query parameters (search, categoryId, isSale, t and slug, tabId, track …).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map((route) => (
          <Route key={route.id} path={route.path} element={pageOf(route)} />
        ))}
        <Route path={UNKNOWN_ROUTE.path} element={pageOf(UNKNOWN_ROUTE)} />
      </Route>
    </Routes>
  );
}
