import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteNameSchema } from 'shared-contracts';
import { z } from 'zod';
import { visitorIdOf } from '../releases/visitor';

/** What the shell reports about itself: a failing remote, a fallback, a rejected registry. */
const clientProblemSchema = z
  .object({ kind: z.string().min(1).max(100) })
  .catchall(z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));

/**
 * The shell's report that it tried a remote's fall-back release because the one it was given
 * failed (shell/src/federation/load-remote-module.ts), and whether the fall-back loaded.
 */
const fallbackReportSchema = z.object({
  kind: z.literal('remote-fallback'),
  remote: remoteNameSchema,
  from: z.string().max(80),
  to: z.string().max(80),
  outcome: z.enum(['loaded', 'failed']).optional(),
  page: z.string().max(300).optional(),
});

/** A page address as the shell sends it; anything else is not kept (the status shows it). */
const pagePath = (page: string | undefined) => (page && /^\/[^\s\p{Cc}]*$/u.test(page) ? page : '');

/**
 * POST /api/client-log: client-side problems land in the server log, where an operator sees
 * them. Bodies are small and flat by schema, so a visitor cannot flood the log with a large one.
 * A fall-back report is also counted for the status (backend/src/releases/fallback-reports.ts)
 * when it names recorded releases and its sender is within the limits; either way the answer is
 * 204, so a browser's best-effort report never turns into an error, and a sender cannot tell
 * whether a report counted.
 */
export const clientLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-log',
    { bodyLimit: 4096, schema: { body: clientProblemSchema, hide: true } },
    async (request, reply) => {
      const fallback = fallbackReportSchema.safeParse(request.body);
      const counted = fallback.success
        ? await app.fallbackReports.report(
            { ...fallback.data, page: pagePath(fallback.data.page) },
            { visitor: visitorIdOf(request), address: request.ip },
          )
        : undefined;
      request.log.warn(
        { client: request.body, ...(counted ? { counted } : {}) },
        `client reported ${request.body.kind}`,
      );
      return reply.code(204).send();
    },
  );
};
