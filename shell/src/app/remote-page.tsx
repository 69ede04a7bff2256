import { use, type ComponentType } from 'react';
import { useLocation, useParams } from 'shared-contracts/react-router';
import type { LoadedPage, PageRoute, RemoteName, RemotePage, RemoteRoutesProps } from 'shared-contracts';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { ExposedModule } from '../federation/module-source';
import { loadPage } from '../federation/page-loads';
import { RemoteSlot } from '../federation/remote-slot';
import { PageSkeleton } from '../federation/slot-skeletons';
import { usePageHead } from '../head/use-page-head';
import { useLocale } from '../i18n/locale-provider';
import { markMainContentDrawn, markMainContentFailed } from '../lib/after-main-content';
import { usePageState } from '../page-state/page-state';

interface RoutePageProps {
  route: PageRoute;
  module: ExposedModule;
  remote: RemoteName;
  page: string;
  attempt: number;
}

/**
 * A remote's page with its data: the answer the server wrote into the page while the address is
 * the one it rendered (React Router's first history entry, key 'default'), else the remote's
 * loader run here. An answer of "not found" draws the shell's not-found page.
 */
function RoutePage({ route, module, remote, page, attempt }: RoutePageProps) {
  const location = useLocation();
  const params = useParams();
  const { locale } = useLocale();
  const { loaded: inPage } = usePageState();
  const href = `${location.pathname}${location.search}`;
  const loader = module.loaders?.[page as RemotePage<RemoteName>];
  let loaded: LoadedPage | undefined;
  if (loader) {
    loaded =
      inPage?.href === href && location.key === 'default'
        ? inPage
        : use(
            loadPage(`${remote}|${page}|${href}|${attempt}`, loader, href, params, () =>
              Promise.resolve(module.prepare?.(locale, page)),
            ),
          );
  }
  const found = loaded?.result.found !== false;
  usePageHead(
    found ? { route, module, data: loaded?.result.found ? loaded.result.data : undefined } : undefined,
  );
  if (!found) return <NotFoundPage />;
  const Page = module.default as unknown as ComponentType<RemoteRoutesProps>;
  return <Page page={page as RemotePage<RemoteName>} locale={locale} {...(loaded ? { loaded } : {})} />;
}

/** A route whose main content belongs to a remote: the shell names the page, the remote draws it. */
export function RemotePageSlot<R extends RemoteName>({
  route,
  remote,
  page,
}: {
  route: PageRoute;
  remote: R;
  page: RemotePage<R>;
}) {
  const { pathname } = useLocation();
  return (
    <RemoteSlot
      // Another remote's page is another slot: it must not inherit this one's state or failure.
      key={remote}
      resetKey={pathname}
      remote={remote}
      expose="./routes"
      props={{}}
      render={(module, attempt) => (
        <RoutePage route={route} module={module} remote={remote} page={page} attempt={attempt} />
      )}
      placeholder={<PageSkeleton />}
      onDrawn={markMainContentDrawn}
      onFailed={markMainContentFailed}
    />
  );
}
