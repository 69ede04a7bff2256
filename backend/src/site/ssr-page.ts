import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { createAnswerCache } from '../catalog/queries/answer-cache';
import {
  LANGUAGE_COOKIE,
  PAGE_STATE_ELEMENT_ID,
  parseLocale,
  REGISTRY_ELEMENT_ID,
  toBcp47,
  type LocaleCode,
  type RegistryDocument,
} from 'shared-contracts';
import { publicOrigin } from '../seo/public-origin';
import { inProcessFetch } from './in-process-fetch';
import { assetsInHead, jsonElement, withPageHead } from './page-head';
import { registryAsRendered, type createPageRendering } from './page-renderer';
import type { PreloadAsset, RemoteModule } from './preload-assets';
import { visitorSession, type VisitorSession } from './visitor-session';

/** How long a remote's server code and its page's data may take before its slot is left to the browser. */
export const SLOT_BUDGET_MS = 150;

/** The shell's empty root element, as its minified index.html has it. */
const ROOT = /<div id="?root"?><\/div>/;

/** The language the visitor chose (the shell mirrors `riode-language` into this cookie), else Dutch. */
export function localeOf(cookieHeader: string | undefined): LocaleCode {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE) return parseLocale(value);
  }
  return parseLocale(undefined);
}

type PageRendering = ReturnType<typeof createPageRendering>;

interface SsrOptions {
  app: FastifyInstance;
  rendering: PageRendering;
  template: string;
  registry: RegistryDocument;
  planAssets: (registry: RegistryDocument, modules: RemoteModule[]) => Promise<PreloadAsset[]>;
  compress: 'br' | 'gzip' | undefined;
}

/** Who asks for a page, as far as its HTML depends on it. */
interface Visitor {
  session: VisitorSession;
  locale: LocaleCode;
  /** The shop's public origin for this request (backend/src/seo/public-origin.ts). */
  origin: string;
}

/** A whole page as sent: its status and its HTML. */
interface MadePage {
  status: number;
  html: Buffer;
}

/** A page rendered with a slot left to the browser: sent, but never kept (the next one may do better). */
class UnkeptPage extends Error {
  constructor(readonly page: MadePage) {
    super('a page rendered with slots left to the browser is not kept');
  }
}

/**
 * Rendered pages, kept whole (docs/page-rendering.md): a page is the same for every signed-out
 * visitor with the same address, language and releases, since nothing else per visitor is
 * rendered on the server (a signed-in shopper's page, with their name, is never kept). The catalogue's answer cache keeps them, so they go when the catalogue
 * or any stock figure changes, and concurrent requests for one page wait for one render.
 */
const PAGES = { maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 };

/** A page is made per request: brotli's quality 4 (as @fastify/compress uses), not its slow maximum. */
const BROTLI_FOR_PAGES = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** A kept page read back, and its compressed forms, each made once: by the kept bytes, which a kept page keeps. */
const readBack = new WeakMap<Buffer, MadePage & Partial<Record<Encoding, Buffer>>>();

function pageOf(body: Buffer): MadePage & Partial<Record<Encoding, Buffer>> {
  let page = readBack.get(body);
  if (!page) {
    const newline = body.indexOf(10);
    page = { status: Number(body.subarray(0, newline).toString()), html: body.subarray(newline + 1) };
    readBack.set(body, page);
  }
  return page;
}

function encoded(page: MadePage & Partial<Record<Encoding, Buffer>>, encoding: Encoding): Buffer {
  return (page[encoding] ??=
    encoding === 'br' ? brotliCompressSync(page.html, BROTLI_FOR_PAGES) : gzipSync(page.html));
}

/**
 * A page rendered on the server (docs/page-rendering.md): the shell's layout and the route's
 * remote page, from the releases this visitor gets, rendered into the shell's HTML. Returns
 * false when the server cannot render (no server build of the shell): the caller sends the
 * shell's page for the browser to draw.
 */
export function createRenderedPages() {
  const kept = createAnswerCache(PAGES);

  async function make(
    request: FastifyRequest,
    options: SsrOptions,
    renderer: NonNullable<ReturnType<PageRendering['renderer']>>,
    { session, locale, origin }: Visitor,
  ) {
    const { app, rendering, template, registry, planAssets } = options;
    const page = await renderer.render({
      signedOut: 'signedOut' in session,
      ...('signedInAs' in session ? { signedInAs: session.signedInAs } : {}),
      url: request.url,
      origin,
      locale,
      releases: rendering.serverReleases(registry),
      fetch: inProcessFetch(app, request.ip),
      budgetMs: SLOT_BUDGET_MS,
    });
    const pageRegistry = registryAsRendered(registry, page.rendered);
    const assets = await planAssets(pageRegistry, page.state.modules);
    const [before, after = ''] = template.split(ROOT);
    const head = withPageHead(before ?? '', page.head)
      .replace(/<html lang="?[^"\s>]*"?/, `<html lang="${toBcp47(locale).slice(0, 2)}"`)
      .replace(
        '</head>',
        () =>
          assetsInHead(assets) +
          jsonElement(REGISTRY_ELEMENT_ID, pageRegistry) +
          jsonElement(PAGE_STATE_ELEMENT_ID, page.state) +
          '</head>',
      );
    // React renders the page once everything it needs is loaded (render-page.tsx), so the
    // stream is the whole page at once: gathered, it is kept and compressed in one go.
    const chunks: Buffer[] = [];
    for await (const chunk of page.body) chunks.push(Buffer.from(chunk as Buffer));
    const made: MadePage = {
      status: page.status,
      html: Buffer.concat([Buffer.from(`${head}<div id="root">`), ...chunks, Buffer.from(`</div>${after}`)]),
    };
    if (page.problems.length) {
      request.log.warn({ problems: page.problems }, 'page rendered with slots left to the browser');
      throw new UnkeptPage(made);
    }
    return made;
  }

  return async function sendRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    options: SsrOptions,
  ): Promise<boolean> {
    const renderer = options.rendering.renderer();
    if (!renderer || !ROOT.test(options.template)) return false;
    const visitor: Visitor = {
      session: await visitorSession(options.app, request.headers.cookie),
      locale: localeOf(request.headers.cookie),
      origin: publicOrigin(request, options.app.config.PUBLIC_URL),
    };
    const { session } = visitor;
    let page: MadePage & Partial<Record<Encoding, Buffer>>;
    try {
      if ('signedInAs' in session) {
        // A page with the shopper's name is theirs alone: never kept.
        page = await make(request, options, renderer, visitor);
      } else {
        const key = JSON.stringify([
          options.rendering.shellStamp(),
          // Without PUBLIC_URL the head's addresses name the request's host.
          visitor.origin,
          visitor.locale,
          session,
          options.registry,
          request.url,
        ]);
        const body = await kept(options.app.db, key, async () => {
          const made = await make(request, options, renderer, visitor);
          return { json: `${made.status}\n${made.html.toString()}`, productIds: 'any' };
        });
        page = pageOf(body);
      }
    } catch (error) {
      if (!(error instanceof UnkeptPage)) throw error;
      page = error.page;
    }
    reply.code(page.status);
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
    reply.type('text/html; charset=utf-8');
    if (!options.compress) {
      reply.send(page.html);
      return true;
    }
    reply.header('content-encoding', options.compress).send(encoded(page, options.compress));
    return true;
  };
}
