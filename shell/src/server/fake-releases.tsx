// Test support for the server renderer's tests: releases whose server build is a Module Federation
// container in memory (init, and get answering a promise of a module factory), and a page request
// read to the end. The fake pages draw the props they get, so the HTML shows what was passed.
import type { ComponentType } from 'react';
import type { RemoteLoaders, RemoteName, RemoteRoutesProps, RemoteWidgetProps } from 'shared-contracts';
import type { ExposedModule } from '../federation/module-source';
import type { PageRenderRequest as PageRequest, RenderedPage, ServerRelease } from 'shared-contracts';
import type { createPageRenderer } from './render-page';

/** What a release's container does when asked for an expose: answer a module, or fail to. */
export type FakeExpose = ExposedModule | { rejects: Error } | { throws: Error };

export interface FakeRelease extends ServerRelease {
  container: { init: (shareScope: unknown) => void; get: (expose: string) => Promise<() => ExposedModule> };
  /** Every expose the host asked this release's container for. */
  gets: string[];
}

let folders = 0;

/** A release of a remote, in a folder of its own (the federation runtime keeps loads per entry, process-wide). */
export function fakeRelease(
  remote: RemoteName,
  version: string,
  exposes: Record<string, FakeExpose>,
): FakeRelease {
  folders += 1;
  const gets: string[] = [];
  const container = {
    init: () => undefined,
    get(expose: string) {
      gets.push(expose);
      const answer = exposes[expose];
      if (!answer) return Promise.reject(new Error(`${remote} ${version} exposes no ${expose}`));
      if ('rejects' in answer) return Promise.reject(answer.rejects);
      return Promise.resolve(() => {
        if ('throws' in answer) throw answer.throws;
        return answer;
      });
    },
  };
  const entry = `/releases/${folders}/${remote}/${version}/server/remoteEntry.js`;
  return { remote, version, entry, container, gets };
}

/** Node's require for the given releases, with a module cache like require.cache. */
export function fakeRequire(...releases: FakeRelease[]) {
  const cache: Record<string, unknown> = {};
  const required: string[] = [];
  const requireEntry = (file: string) => {
    const release = releases.find((candidate) => candidate.entry === file);
    if (!release) throw new Error(`Cannot find module '${file}'`);
    required.push(file);
    cache[file] = {};
    // A server build is its entry and the chunks it requires, all in its folder.
    cache[file.replace(/remoteEntry\.js$/, '__federation_expose_routes.js')] = {};
    return release.container;
  };
  return Object.assign(requireEntry, { cache, required });
}

interface PageData {
  title: string;
  items?: string[];
}

/** A remote's './routes': its page draws the page, language and data it was given. */
export function routesModule(version: string, loaders: RemoteLoaders = {}): ExposedModule {
  function Page({ page, locale, loaded }: RemoteRoutesProps) {
    const data = loaded?.result.found ? (loaded.result.data as PageData) : undefined;
    return (
      <article data-release={version} data-page={page} data-locale={locale}>
        <h1>{data?.title ?? 'no data'}</h1>
        {data?.items && (
          <ul>
            {data.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </article>
    );
  }
  return { default: Page as ComponentType<never>, loaders };
}

/** A remote's './header-search': a search box that says which release and language drew it. */
export function searchModule(version: string): ExposedModule {
  function Search({ locale }: RemoteWidgetProps) {
    return <input type="search" data-search-release={version} data-locale={locale} />;
  }
  return { default: Search as ComponentType<never> };
}

/** A page request with everything the test does not care about filled in. */
export function pageRequest(
  url: string,
  releases: PageRequest['releases'],
  more: Partial<PageRequest> = {},
): PageRequest {
  return {
    url,
    origin: 'https://winkel.test',
    releases,
    locale: 'nl_NL',
    fetch,
    budgetMs: 2_000,
    signedOut: true,
    ...more,
  };
}

export interface ReadPage extends Omit<RenderedPage, 'body'> {
  html: string;
  /** The HTML inside the layout's <main>: the route's page. */
  main: string;
}

/** Renders a page and reads its streamed body to the end. */
export async function renderPage(
  renderer: ReturnType<typeof createPageRenderer>,
  request: PageRequest,
): Promise<ReadPage> {
  const { body, ...page } = await renderer.render(request);
  let html = '';
  for await (const chunk of body) html += String(chunk);
  return { ...page, html, main: /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '' };
}
