import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { AUTH_JS_BASE_PATH } from '../auth-js/auth-js-config';
import { authJsPaths } from '../auth-js/auth-js-openapi';
import { nameSharedSchemas } from './components';
import { withDocumentedResponses } from './documented-responses';
import { SECURITY_SCHEMES } from './security';
import { declaredTags } from './tags';

const OPENAPI_UI_PATH = '/docs';

/** The parts of the document this file reads or adds to. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** What @fastify/swagger writes for a response nothing describes. */
const UNDESCRIBED = 'Default Response';

/** The meaning of each status the API answers, for responses their route does not describe. */
const STATUS_MEANINGS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: the If-None-Match header matched the ETag',
  400: 'The request is refused: a validation error lists the field issues; another problem names its code',
  401: 'No valid token: it is missing where one is required, or malformed, expired or revoked',
  403: 'The caller may not do this',
  404: 'Not found',
  409: 'In conflict with the current state',
  413: 'The body is larger than this call takes',
  422: 'Well formed, but it cannot be carried out: the code and text say why',
  429: 'Too many attempts: try again later',
  500: 'A fault on the server; the answer holds no details',
  503: 'Redis, where this call counts (sign-in failures, used captchas, reset mails), is down: serviceUnavailable',
};

function describeResponses(document: OpenApiDocument): void {
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (response.description === UNDESCRIBED && STATUS_MEANINGS[status])
          response.description = STATUS_MEANINGS[status];
}

/** Auth.js's calls, listed where the document has its other path (/api/auth/_log). */
function withAuthJsPaths(paths: OpenApiDocument['paths'], authPaths: Record<string, unknown>) {
  const entries: [string, unknown][] = Object.entries(paths ?? {});
  const at = entries.findIndex(([path]) => path.startsWith(`${AUTH_JS_BASE_PATH}/`));
  entries.splice(at < 0 ? entries.length : at, 0, ...Object.entries(authPaths));
  return Object.fromEntries(entries) as OpenApiDocument['paths'];
}

/** Every `#/components/schemas/<id>` a part of the document refers to. */
function referencedIds(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedIds(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        found.add(child.slice('#/components/schemas/'.length));
      else referencedIds(child, found);
    }
  return found;
}

/**
 * fastify-type-provider-zod writes every named schema twice, for requests (<id>Input) and for
 * answers (<id>); only those the document refers to, directly or through another, are kept.
 */
function withoutUnusedSchemas(document: OpenApiDocument): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = referencedIds(document.paths, new Set());
  for (const id of used) referencedIds(schemas[id], used);
  for (const id of Object.keys(schemas)) if (!used.has(id)) delete schemas[id];
}

/**
 * The OpenAPI document, generated from the zod schemas every route declares, at /docs/json,
 * with Swagger UI at /docs (its assets ship with the package: nothing is fetched from the web).
 * Each route names its tags (tags.ts), a summary and, where the behaviour needs it, a description;
 * the shared schemas are components (components.ts); a route that answers without a response
 * schema may document its answers (documented-responses.ts). Auth.js's calls, served by one catch-all
 * route, are described one by one (auth-js/auth-js-openapi.ts). Registered before any route so
 * that the routes of every domain are collected; wrapped with fastify-plugin so its onRoute hook
 * is not encapsulated away from them.
 */
async function openapi(app: FastifyInstance): Promise<void> {
  nameSharedSchemas();
  const authPaths = authJsPaths();
  // Binary bodies (images) are z.custom: documented by their meta instead of failing the document.
  const zodToJsonConfig = { unrepresentable: 'any' } as const;
  const withComponents = createJsonSchemaTransformObject({ zodToJsonConfig });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Riode storefront API',
        description:
          'The calls of the storefront: the catalogue and its images, orders, accounts and Auth.js ' +
          'sessions, the pages and what crawlers read, and the registry of the remotes. A failure ' +
          "answers the error envelope (ApiError), except where Auth.js's calls redirect instead.",
        version: CONTRACTS_VERSION,
      },
      tags: declaredTags,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: withDocumentedResponses(createJsonSchemaTransform({ zodToJsonConfig })),
    transformObject: (documentObject) => {
      const document = withComponents(documentObject) as OpenApiDocument;
      document.paths = withAuthJsPaths(document.paths, authPaths);
      describeResponses(document);
      withoutUnusedSchemas(document);
      return document as ReturnType<typeof withComponents>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_UI_PATH,
    // Swagger UI styles itself with <style> elements it makes at run time: on these developer
    // pages only (they show no visitor's content), inline styles are allowed.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
