import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'shared-contracts/react-router';
import {
  type LoadedPage,
  type LocaleCode,
  type PageLoadResult,
  type PageRoute,
  type RemotePage,
  type PageState,
  type RemoteName,
} from 'shared-contracts';
import { matchPage } from 'shared-contracts/page-paths';
import { ShellTree } from '../app/app';
import { ModuleSourceProvider, type ExposedModule } from '../federation/module-source';
import { shellMessages } from '../i18n/shell-messages';
import { createFederationHost, type FederationHostOptions, type ServerRelease } from './federation-host';
import { DrawnInBrowser, serverModuleSource } from './server-module-source';
import { withinBudget } from './within-budget';

export type { ServerRelease };

export interface PageRequest {
  /** The address as asked for: path and query. */
  url: string;
  locale: LocaleCode;
  /** Per remote, the releases to try in order: the visitor's release, then its fall-back. */
  releases: Partial<Record<RemoteName, ServerRelease[]>>;
  /** The API, in-process. */
  fetch: typeof fetch;
  /** How long a remote's code and its page's data may take before its slot is left to the browser. */
  budgetMs: number;
  /** The visitor sent no session cookie: the page says "no session" and the shell need not ask. */
  signedOut: boolean;
}

export interface RenderedPage {
  status: number;
  state: PageState;
  /** The release of each remote the HTML was rendered with (a fall-back, when the visitor's failed). */
  rendered: Partial<Record<RemoteName, string>>;
  /** Problems met on the way (a remote that failed or overran): for the server's log. */
  problems: string[];
  /** The remotes' modules the page draws, rendered here or left to the browser: what hydration loads. */
  modules: Array<{ remote: RemoteName; expose: string }>;
  /** The HTML of the page's root element, streamed. */
  body: PassThrough;
}

/** The widgets the header draws on the server with every page: the catalog's search box. */
const HEADER_MODULES: ReadonlyArray<[RemoteName, string]> = [['catalog', './header-search']];

export function createPageRenderer(options: FederationHostOptions) {
  const host = createFederationHost(options);

  /** A remote's module from the first of its releases that loads in time, and which release that was. */
  async function loadModule(request: PageRequest, remote: RemoteName, expose: string, problems: string[]) {
    for (const release of request.releases[remote] ?? []) {
      const load = host.load(release, expose) as Promise<ExposedModule>;
      const outcome = await withinBudget(load, request.budgetMs);
      if (outcome.ok) return { module: outcome.value, version: release.version };
      problems.push(`${remote} ${release.version} ${expose}: ${outcome.reason}`);
      // Only a release that failed is passed over for its fall-back; one still loading will serve the next request.
      if (outcome.reason === 'overran') return undefined;
    }
    return undefined;
  }

  async function render(request: PageRequest): Promise<RenderedPage> {
    // Joined, not resolved: an address that starts with '//' is a path here, never another host.
    const url = new URL(`http://shop.invalid${request.url}`);
    const { route, params } = matchPage(url.pathname);
    const problems: string[] = [];
    const modules = new Map<string, ExposedModule>();
    const rendered: Partial<Record<RemoteName, string>> = {};
    const clientOnly = new Set<RemoteName>();
    let loaded: LoadedPage | undefined;
    let status = 'shell' in route.target && route.target.shell === 'not-found' ? 404 : 200;

    const take = async (remote: RemoteName, expose: string) => {
      const found = await loadModule(request, remote, expose, problems);
      if (!found || (rendered[remote] && rendered[remote] !== found.version)) return undefined;
      rendered[remote] = found.version;
      modules.set(`${remote}/${expose}`, found.module);
      return found.module;
    };

    const page = pageOf(route);
    const wanted = [
      ...(page ? [{ remote: page.remote, expose: './routes' }] : []),
      ...HEADER_MODULES.map(([remote, expose]) => ({ remote, expose })),
    ];
    const [routes] = await Promise.all([
      page && !route.requiresSession ? take(page.remote, './routes') : undefined,
      ...HEADER_MODULES.map(([remote, expose]) => take(remote, expose)),
      shellMessages(request.locale),
    ]);
    if (page && routes) {
      const loader = routes.loaders?.[page.page as RemotePage<RemoteName>];
      const outcome = loader
        ? await withinBudget<PageLoadResult>(
            loader({ url, params, fetch: request.fetch, signal: AbortSignal.timeout(request.budgetMs) }),
            request.budgetMs,
          )
        : undefined;
      if (outcome?.ok) {
        loaded = { href: `${url.pathname}${url.search}`, result: outcome.value };
        if (!outcome.value.found) status = 404;
      } else if (outcome) {
        problems.push(`${page.remote} loader of ${page.page}: ${outcome.reason}`);
        modules.delete(`${page.remote}/./routes`);
        clientOnly.add(page.remote);
      }
    }

    const state: PageState = {
      locale: request.locale,
      ...(loaded ? { loaded } : {}),
      ...(clientOnly.size ? { clientOnly: [...clientOnly] } : {}),
      ...(request.signedOut ? { signedOut: true as const } : {}),
    };
    const body = new PassThrough();
    await new Promise<void>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StaticRouter location={request.url}>
          <ModuleSourceProvider source={serverModuleSource(modules)}>
            <ShellTree state={state} />
          </ModuleSourceProvider>
        </StaticRouter>,
        {
          // Never sent apart from the shell: a boundary React sends apart needs an inline script
          // to reveal it, which the page's CSP forbids. The whole page is ready at once anyway.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // Everything the page needs was loaded above: the whole page is ready at once, and
          // search engines and scriptless browsers get all of it.
          onAllReady() {
            stream.pipe(body);
            resolve();
          },
          onShellError: reject,
          onError(error) {
            if (!(error instanceof DrawnInBrowser)) problems.push(`render: ${String(error)}`);
          },
        },
      );
      setTimeout(() => stream.abort(new Error('render overran')), 10 * request.budgetMs).unref();
    });
    return { status, state, rendered, problems, modules: wanted, body };
  }

  return { render, loaded: host.loaded };
}

/** The remote page a route draws, if a remote draws it. */
function pageOf(route: PageRoute): { remote: RemoteName; page: string } | undefined {
  return 'shell' in route.target ? undefined : route.target;
}
