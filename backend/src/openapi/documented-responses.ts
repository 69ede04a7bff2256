import type { SwaggerTransform } from '@fastify/swagger';
import { apiErrorSchema } from 'shared-contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The responses of a route that answers without a response schema, for the OpenAPI document
     * only. Written as a schema's `response` would be (zod schemas, or `{ description, content }`),
     * but never compiled into a serializer: the answer goes out exactly as the handler makes it.
     */
    documentedResponses?: Record<number, unknown>;
  }
}

/** The error envelope for each status, for documentedResponses. */
export function documentedFailures(...statuses: number[]): Record<number, typeof apiErrorSchema> {
  return Object.fromEntries([...statuses, 500].map((status) => [status, apiErrorSchema]));
}

/** Hands a route's documentedResponses to `transform` as its response schemas. */
export function withDocumentedResponses(transform: SwaggerTransform): SwaggerTransform {
  return (document) => {
    const documented = document.route.config?.documentedResponses;
    if (!documented || document.schema?.response) return transform(document);
    return transform({ ...document, schema: { ...document.schema, response: documented } });
  };
}
