import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteNameSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiProblem } from '../plugins/api-errors';
import { isOperator } from './operator-token';
import type { RemoteRegistry } from './remote-registry';
import { listReleases } from './release-repository';

const by = z.string().trim().min(1).max(100).default('operator');
const versionText = z.string().regex(/^[0-9A-Za-z.+-]{1,80}$/, 'not a release version');
const remoteParams = z.object({ remote: remoteNameSchema });

/** The operator's registry routes; every one needs the operator token (Bearer). */
export const operatorRoutes: FastifyPluginAsyncZod<{ registry: RemoteRegistry; token: string }> = async (
  operator,
  { registry, token },
) => {
  operator.addHook('onRequest', async (request) => {
    if (!isOperator(request.headers.authorization, token))
      throw new ApiProblem(401, 'operatorOnly', 'Operator token required.');
  });
  operator.get(
    '/api/operator/releases',
    { schema: { querystring: z.object({ remote: z.optional(remoteNameSchema) }) } },
    async (request) => ({
      releases: await listReleases(operator.db, request.query.remote),
      status: await registry.status(),
    }),
  );
  operator.post(
    '/api/operator/releases',
    {
      schema: {
        body: z.object({
          remote: remoteNameSchema,
          version: versionText,
          by,
          canaryPercent: z.number().int().min(1).max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { remote, version, canaryPercent } = request.body;
      const release = await registry.release(remote, version, request.body.by, canaryPercent);
      request.log.info({ remote, version, canaryPercent, by: request.body.by }, 'remote released');
      return reply.code(201).send({ release });
    },
  );
  const change = z.object({ version: versionText.optional(), by });
  operator.post(
    '/api/operator/remotes/:remote/rollback',
    { schema: { params: remoteParams, body: change } },
    async (request) => ({
      active: await registry.rollback(request.params.remote, request.body.by, request.body.version),
    }),
  );
  operator.post(
    '/api/operator/remotes/:remote/promote',
    { schema: { params: remoteParams, body: change } },
    async (request) => ({
      active: await registry.promote(request.params.remote, request.body.by, request.body.version),
    }),
  );
  operator.post(
    '/api/operator/remotes/:remote/canary',
    {
      schema: {
        params: remoteParams,
        body: z.object({ version: versionText, percent: z.number().int().min(0).max(100) }),
      },
    },
    async (request) => {
      await registry.canary(request.params.remote, request.body.version, request.body.percent);
      return { canary: request.body.percent === 0 ? null : request.body };
    },
  );
};
