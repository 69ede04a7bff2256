import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'shared-contracts/react-router';
import type {
  LoadedPage,
  PageLoadResult,
  PageRenderer,
  PageRendererOptions,
  PageRenderRequest,
  PageState,
  RemoteName,
  RemotePage,
  RenderedPage,
} from 'shared-contracts';
import { UNKNOWN_ROUTE } from 'shared-contracts';
import { matchPage } from 'shared-contracts/page-paths';
import { ShellTree } from '../app/app';
import { pageModules, pageOf } from '../app/page-modules';
import { ModuleSourceProvider, type ExposedModule } from '../federation/module-source';
import { pageHead } from '../head/page-head';
import { shellMessages } from '../i18n/shell-messages';
import { createFederationHost } from './federation-host';
import { DrawnInBrowser, serverModuleSource } from './server-module-source';
import { withinBudget } from './within-budget';

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const host = createFederationHost(options);

  /**
   * A remote's modules the page draws, all from one release: the visitor's, or its fall-back when
   * the visitor's failed to load one of them (then the whole remote renders with the fall-back, as
   * the browser will hydrate it). A release still loading past the budget is not passed over: what
   * it gave in time renders, the rest is left to the browser, and the next request has it all.
   */
  async function loadRemote(
    request: PageRenderRequest,
    remote: RemoteName,
    exposes: string[],
    problems: string[],
  ) {
    let visitors: { version: string; modules: Map<string, ExposedModule> } | undefined;
    for (const release of request.releases[remote] ?? []) {
      const outcomes = await Promise.all(
        exposes.map((expose) =>
          withinBudget(host.load(release, expose) as Promise<ExposedModule>, request.budgetMs),
        ),
      );
      const modules = new Map<string, ExposedModule>();
      outcomes.forEach((outcome, index) => {
        if (outcome.ok) modules.set(exposes[index]!, outcome.value);
        else problems.push(`${remote} ${release.version} ${exposes[index]}: ${outcome.reason}`);
      });
      const found = { version: release.version, modules };
      if (outcomes.every((outcome) => outcome.ok || outcome.reason === 'overran')) return found;
      visitors ??= found;
    }
    // No release gave every module: the visitor's own release gives what it could (the browser
    // hydrates that release, and draws the rest itself).
    return visitors;
  }

  async function render(request: PageRenderRequest): Promise<RenderedPage> {
    // Joined, not resolved: an address that starts with '//' is a path here, never another host.
    const url = new URL(`http://shop.invalid${request.url}`);
    const { route, params } = matchPage(url.pathname);
    const problems: string[] = [];
    const modules = new Map<string, ExposedModule>();
    const rendered: Partial<Record<RemoteName, string>> = {};
    const clientOnly = new Set<RemoteName>();
    let loaded: LoadedPage | undefined;
    let status = 'shell' in route.target && route.target.shell === 'not-found' ? 404 : 200;

    const page = pageOf(route);
    const wanted = pageModules(route, { drawnOnServer: true });
    const byRemote = new Map<RemoteName, string[]>();
    for (const { remote, expose } of wanted) byRemote.set(remote, [...(byRemote.get(remote) ?? []), expose]);
    await Promise.all([
      ...[...byRemote].map(async ([remote, exposes]) => {
        const found = await loadRemote(request, remote, exposes, problems);
        if (!found?.modules.size) return;
        rendered[remote] = found.version;
        for (const [expose, module] of found.modules) modules.set(`${remote}/${expose}`, module);
      }),
      shellMessages(request.locale),
    ]);
    for (const { remote, expose } of wanted) if (!modules.has(`${remote}/${expose}`)) clientOnly.add(remote);
    const routes = page ? modules.get(`${page.remote}/./routes`) : undefined;
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

    // The not-found page's head where the loader found nothing (its noindex, its title).
    const headRoute = status === 404 ? UNKNOWN_ROUTE : route;
    const head = await pageHead({
      route: headRoute,
      url,
      params,
      locale: request.locale,
      origin: request.origin,
      module: routes,
      ...(loaded?.result.found ? { data: loaded.result.data } : {}),
    });

    const state: PageState = {
      locale: request.locale,
      // The page's module even where the server left it out (a page that needs a session is
      // drawn once the browser has read it).
      modules: pageModules(route),
      ...(loaded ? { loaded } : {}),
      ...(clientOnly.size ? { clientOnly: [...clientOnly] } : {}),
      ...(request.signedOut ? { signedOut: true as const } : {}),
      ...(request.signedInAs ? { signedInAs: request.signedInAs } : {}),
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
    return { status, state, rendered, problems, head, body };
  }

  return { render, loaded: host.loaded };
}
