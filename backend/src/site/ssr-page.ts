import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import {
  LANGUAGE_COOKIE,
  PAGE_STATE_ELEMENT_ID,
  parseLocale,
  REGISTRY_ELEMENT_ID,
  toBcp47,
  type LocaleCode,
  type RegistryDocument,
} from 'shared-contracts';
import { inProcessFetch } from './in-process-fetch';
import { registryAsRendered, type createPageRendering } from './page-renderer';
import type { PreloadAsset } from './preload-assets';

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

/** A JSON script element: never executed (no inline script for the CSP), `<` escaped so nothing closes it. */
export function jsonElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The head's links for what the rendered page uses: the stylesheets of the remotes' modules in
 * it (the HTML is drawn before any script runs, so their styles must come with it), and preloads
 * of the scripts that hydrate it (each remote's entry and its modules' chunks).
 */
function assetLinks(assets: readonly PreloadAsset[]): string {
  return assets
    .map(({ href, as }) =>
      as === 'style'
        ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
        : `<link rel="preload" as="${as}" href="${escapeAttribute(href)}">`,
    )
    .join('');
}

/**
 * React's streaming reveals a large part of the page with a small inline script (it sends a big
 * boundary apart from the shell so the browser can paint sooner). The page's CSP allows scripts
 * from the shop's origin only; this page's nonce lets exactly those scripts run, and nothing
 * injected.
 */
function allowNonce(reply: FastifyReply, nonce: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 'nonce-${nonce}'`),
  );
}

type PageRendering = ReturnType<typeof createPageRendering>;

interface SsrOptions {
  app: FastifyInstance;
  rendering: PageRendering;
  template: string;
  registry: RegistryDocument;
  planAssets: (registry: RegistryDocument) => Promise<PreloadAsset[]>;
  compress: 'br' | 'gzip' | undefined;
}

/**
 * A page rendered on the server (docs/page-rendering.md): the shell's layout and the route's
 * remote page, from the releases this visitor gets, streamed into the shell's HTML. Returns false
 * when the server cannot render (no server build of the shell): the caller sends the shell's page
 * for the browser to draw.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { app, rendering, template, registry, planAssets, compress }: SsrOptions,
): Promise<boolean> {
  const renderer = rendering.renderer();
  if (!renderer || !ROOT.test(template)) return false;
  const locale = localeOf(request.headers.cookie);
  const nonce = randomBytes(16).toString('base64');
  const page = await renderer.render({
    nonce,
    url: request.url,
    locale,
    releases: rendering.serverReleases(registry),
    fetch: inProcessFetch(app, request.ip),
    budgetMs: SLOT_BUDGET_MS,
  });
  if (page.problems.length)
    request.log.warn({ problems: page.problems }, 'page rendered with slots left to the browser');
  const pageRegistry = registryAsRendered(registry, page.rendered);
  const assets = await planAssets(pageRegistry);
  const [before, after = ''] = template.split(ROOT);
  const head = (before ?? '')
    .replace(/<html lang="[^"]*"/, `<html lang="${toBcp47(locale).slice(0, 2)}"`)
    .replace(
      '</head>',
      () =>
        assetLinks(assets) +
        jsonElement(REGISTRY_ELEMENT_ID, pageRegistry) +
        jsonElement(PAGE_STATE_ELEMENT_ID, page.state) +
        '</head>',
    );
  const html = Readable.from(
    (async function* () {
      yield `${head}<div id="root">`;
      for await (const chunk of page.body) yield chunk as Buffer;
      yield `</div>${after}`;
    })(),
  );
  allowNonce(reply, nonce);
  reply.code(page.status);
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (!compress) {
    reply.send(html);
    return true;
  }
  reply.header('content-encoding', compress);
  const encoder =
    compress === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip();
  reply.send(html.pipe(encoder));
  return true;
}
