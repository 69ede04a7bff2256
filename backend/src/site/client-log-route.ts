import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteNameSchema } from 'shared-contracts';
import { z } from 'zod';
import { recordFallback } from '../releases/release-repository';

/** What the shell reports about itself: a failing remote, a fallback, a rejected registry. */
const clientProblemSchema = z
  .object({ kind: z.string().min(1).max(100) })
  .catchall(z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));

/** The shell's report that it served a remote's previous release because the active one failed. */
const fallbackReportSchema = z.object({
  kind: z.literal('remote-fallback'),
  remote: remoteNameSchema,
  from: z.string().max(80),
  to: z.string().max(80),
  page: z.string().max(300).optional(),
});

/**
 * POST /api/client-log: client-side problems land in the server log, where an operator sees
 * them. Bodies are small and flat by schema, so a visitor cannot flood the log with a large one.
 */
export const clientLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-log',
    { bodyLimit: 4096, schema: { body: clientProblemSchema, hide: true } },
    async (request, reply) => {
      request.log.warn({ client: request.body }, `client reported ${request.body.kind}`);
      const fallback = fallbackReportSchema.safeParse(request.body);
      if (fallback.success) {
        const { remote, from, to, page } = fallback.data;
        await recordFallback(app.db, remote, from, to, page ?? '');
      }
      return reply.code(204).send();
    },
  );
};
