import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { CONTRACTS_VERSION } from 'shared-contracts';

const OPENAPI_UI_PATH = '/docs';

/**
 * The OpenAPI document, generated from the zod schemas every route declares, at /docs/json,
 * with Swagger UI at /docs (its assets ship with the package: nothing is fetched from the web).
 * Registered before any route so that the routes of every domain are collected; wrapped with
 * fastify-plugin so its onRoute hook is not encapsulated away from them.
 */
async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Riode storefront API',
        description: 'The calls of the storefront (products, orders, auth) and the product images.',
        version: CONTRACTS_VERSION,
      },
      tags: [
        { name: 'categories', description: 'The category tree' },
        { name: 'products', description: 'Listing, search, filters, detail and stock' },
        { name: 'images', description: 'Product images resized on the server' },
      ],
    },
    // Binary bodies (images) are z.custom: documented by their meta instead of failing the document.
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
  });
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_UI_PATH,
    // Swagger UI styles itself with <style> elements it makes at run time: on these developer
    // pages only (they show no visitor's content), inline styles are allowed.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });
