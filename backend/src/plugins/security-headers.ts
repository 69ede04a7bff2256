import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Two libraries put a fixed stylesheet into a <style> element at run time: react-toastify (the
 * shell's toasts) and the ALTCHA widget (the account's captcha). Their texts are fixed per library
 * version, so they are allowed by hash rather than by 'unsafe-inline' (which would let injected
 * markup style the page); security-headers.test.ts recomputes both from the installed libraries
 * and fails when an upgrade changes them.
 */
export const INLINE_STYLE_HASHES = {
  'react-toastify': "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='",
  altcha: "'sha256-ZgqGuQlekW98cv0XQjYUGCLTvc3q5MkU+2SkqlFGoTM='",
};

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The shop's own origin plus the origins remotes may be served from (REMOTE_ORIGINS, a CDN):
 * Module Federation loads a remote's entry and chunks by <script src> and its CSS by <link>.
 * No inline script but the page start, allowed per page by its hash (allowInlineScript): the
 * registry is a JSON data block, product pages carry JSON-LD, neither runs.
 */
export function helmetOptions(remoteOrigins: readonly string[]) {
  const own = ["'self'", ...remoteOrigins];
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: own,
        scriptSrcAttr: ["'none'"],
        styleSrc: [...own, ...Object.values(INLINE_STYLE_HASHES)],
        imgSrc: [...own, 'data:', 'blob:'],
        fontSrc: [...own, 'data:'],
        mediaSrc: own,
        // The captcha widget solves its proof of work in a worker made from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: own,
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' as const },
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
    // Would require every cross-origin resource to opt in; the CSP already bounds them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Set below, and only over HTTPS: over plain HTTP the header means nothing, and on localhost
    // it would pin the developer's browser to https for a year.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' as const },
  };
}

/**
 * Lets this answer's page run one inline script, named by its hash (the shell's page start,
 * backend/src/site/inline-page-start.ts): added to the script-src the hook above set, for this
 * answer only. Every other answer keeps a CSP without any inline script.
 */
export function allowInlineScript(reply: FastifyReply, scriptHash: string): void {
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    csp.replace(
      /(^|;)(\s*script-src [^;]*)/,
      (_whole, start: string, sources: string) => `${start}${sources} ${scriptHash}`,
    ),
  );
}

function addTransportHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Headers for answers Fastify makes before any hook runs (a malformed URL): the same set, applied
 * to the raw response, so that no answer of the server goes out without them.
 */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  remoteOrigins: readonly string[],
): void {
  helmet(helmetOptions(remoteOrigins))(request.raw, reply.raw, () => undefined);
  addTransportHeaders(request, reply);
}

/**
 * Answers a browser never treats as a document: scripts, stylesheets, fonts, and pictures other
 * than SVG (which can be opened as a page, and so keeps the document's headers). With nosniff,
 * such an answer is only ever run or drawn as what its type says.
 */
const SUBRESOURCE_TYPE =
  /^(application\/javascript|text\/javascript|text\/css|font\/[\w-]+|image\/(avif|webp|jpeg|png|gif)|video\/[\w-]+)\s*(;|$)/i;

/**
 * The headers that govern a document (its CSP, framing, window and feature policies). Browsers
 * ignore them on a script, stylesheet, font or picture, so they are left off those
 * (docs/performance.md): about 750 bytes less per file on a first visit of some 40 files, unhelped
 * by compression over HTTP/1.1. What does act on such a file stays: nosniff, CORP, Referrer-Policy
 * (a stylesheet's own fetches follow it) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

function dropDocumentHeaders(reply: FastifyReply): void {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !SUBRESOURCE_TYPE.test(type)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/**
 * Security headers on every answer: API, static files, the shell's HTML, errors and 404s; the
 * document-only ones are taken back off scripts, stylesheets, fonts and pictures once the
 * answer's type is known. The helmet middleware is built once: @fastify/helmet built it again on
 * every request (parsing the whole CSP each time), which cost more than answering a kept
 * catalogue page.
 */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  const setHelmetHeaders = helmet(helmetOptions(app.config.REMOTE_ORIGINS));
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, () => undefined);
    addTransportHeaders(request, reply);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    dropDocumentHeaders(reply);
    done(null, payload);
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
