import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the shell reports about itself: a failing remote, a fallback, a rejected registry. */
const clientProblemSchema = z
  .object({ kind: z.string().min(1).max(100) })
  .catchall(z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));

/**
 * POST /api/client-log: client-side problems land in the server log, where an operator sees
 * them. Bodies are small and flat by schema, so a visitor cannot flood the log with a large one.
 */
export const clientLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/client-log', { bodyLimit: 4096, schema: { body: clientProblemSchema, hide: true } }, async (request, reply) => {
    request.log.warn({ client: request.body }, `client reported ${request.body.kind}`);
    return reply.code(204).send();
  });
};
