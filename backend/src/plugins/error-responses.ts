import { apiErrorSchema } from 'shared-contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/**
 * Response schemas for a route's failure statuses: each the error envelope. 500 is always there,
 * so every status a route can answer has a schema (docs/architecture.md, "The API").
 */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | 500, typeof apiErrorSchema> {
  const responses = { 500: apiErrorSchema } as Record<S | 500, typeof apiErrorSchema>;
  for (const status of statuses) responses[status] = apiErrorSchema;
  return responses;
}
