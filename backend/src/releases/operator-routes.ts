import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteNameSchema } from 'shared-contracts';
import { z } from 'zod';
import { documentedFailures } from '../openapi/documented-responses';
import { OPERATOR_ONLY } from '../openapi/security';
import { apiTags } from '../openapi/tags';
import { ApiProblem } from '../plugins/api-errors';
import { isOperator } from './operator-token';
import type { RemoteRegistry } from './remote-registry';
import { listReleases, recentRollbacks } from './release-repository';
import { pruneResultSchema, registryStatusSchema, releaseSchema, rollbackSchema } from './releases-openapi';

const by = z.string().trim().min(1).max(100).default('operator');
const versionText = z.string().regex(/^[0-9A-Za-z.+-]{1,80}$/, 'not a release version');
const remoteParams = z.object({ remote: remoteNameSchema });

/** For the document: every operator route is tagged releases and needs the operator token. */
const operatorOnly = { tags: apiTags('releases'), security: OPERATOR_ONLY };
const REFUSED = 'Without the operator token: 401 operatorOnly.';
/** What a change of the active release answers. */
const activeAnswer = z.object({ active: z.string().describe('The version now active') });

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
    {
      schema: {
        ...operatorOnly,
        summary: 'The recorded releases, of one remote or all, with the status and the recent rollbacks',
        description:
          'Newest first per remote, each saying whether this server has its folder (a pruned release ' +
          `has not); status as GET /api/status/remotes; the 10 latest rollbacks. ${REFUSED}`,
        querystring: z.object({ remote: z.optional(remoteNameSchema) }),
      },
      config: {
        documentedResponses: {
          200: z.object({
            releases: z.array(z.intersection(releaseSchema, z.object({ folder: z.boolean() }))),
            status: registryStatusSchema,
            rollbacks: z.array(rollbackSchema),
          }),
          ...documentedFailures(400, 401),
        },
      },
    },
    async (request) => {
      const releases = await listReleases(operator.db, request.query.remote);
      return {
        releases: await Promise.all(
          releases.map(async (release) => ({
            ...release,
            folder: await registry.hasFolder(release.remote, release.version),
          })),
        ),
        status: await registry.status(),
        rollbacks: await recentRollbacks(operator.db),
      };
    },
  );
  operator.post(
    '/api/operator/releases',
    {
      schema: {
        ...operatorOnly,
        summary: 'Record a release folder and make it active, or start it as a canary',
        description:
          'The folder under the build directory must pass the release guards (docs/architecture.md): 422 ' +
          'releaseRefused with the reason otherwise. With canaryPercent the release becomes the canary ' +
          `for that share of visitors instead of the active release. ${REFUSED}`,
        body: z.object({
          remote: remoteNameSchema,
          version: versionText,
          by,
          canaryPercent: z.number().int().min(1).max(100).optional(),
        }),
      },
      config: {
        documentedResponses: {
          201: z.object({ release: releaseSchema }).describe('Recorded'),
          ...documentedFailures(400, 401, 422),
        },
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
    {
      schema: {
        ...operatorOnly,
        summary: "Make a remote's earlier release active again",
        description:
          'The named version, or the release active before the current one; it clears the canary. 404 ' +
          'unknownRelease, 409 noPreviousRelease or releaseUnavailable (its folder no longer passes the ' +
          `guards). ${REFUSED}`,
        params: remoteParams,
        body: change,
      },
      config: { documentedResponses: { 200: activeAnswer, ...documentedFailures(400, 401, 404, 409) } },
    },
    async (request) => ({
      active: await registry.rollback(request.params.remote, request.body.by, request.body.version),
    }),
  );
  operator.post(
    '/api/operator/remotes/:remote/promote',
    {
      schema: {
        ...operatorOnly,
        summary: "Make a remote's canary (or a named version) the active release for everyone",
        description:
          '404 unknownRelease, 409 noCanary when there is none and no version is named, or ' +
          `releaseUnavailable. ${REFUSED}`,
        params: remoteParams,
        body: change,
      },
      config: { documentedResponses: { 200: activeAnswer, ...documentedFailures(400, 401, 404, 409) } },
    },
    async (request) => ({
      active: await registry.promote(request.params.remote, request.body.by, request.body.version),
    }),
  );
  operator.post(
    '/api/operator/remotes/:remote/canary',
    {
      schema: {
        ...operatorOnly,
        summary: "Set the share of visitors that get a remote's canary release; 0 ends the canary",
        description: `404 unknownRelease, 409 releaseUnavailable. ${REFUSED}`,
        params: remoteParams,
        body: z.object({ version: versionText, percent: z.number().int().min(0).max(100) }),
      },
      config: {
        documentedResponses: {
          200: z.object({
            canary: z
              .object({ version: z.string(), percent: z.number().int() })
              .nullable()
              .describe('The canary now running, or null when percent was 0'),
          }),
          ...documentedFailures(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      await registry.canary(request.params.remote, request.body.version, request.body.percent);
      return { canary: request.body.percent === 0 ? null : request.body };
    },
  );
  operator.post(
    '/api/operator/remotes/:remote/prune',
    {
      schema: {
        ...operatorOnly,
        summary: "Remove the folders of a remote's older releases",
        description:
          'Keeps the newest `keep` releases and, wherever they are, the active release, the canary and ' +
          'the fall-back; removes the folders of the rest from this server (the rows stay). Folders that ' +
          `are no recorded release are left alone. ${REFUSED}`,
        params: remoteParams,
        body: z.object({ keep: z.number().int().min(0).max(1000) }),
      },
      config: { documentedResponses: { 200: pruneResultSchema, ...documentedFailures(400, 401) } },
    },
    async (request) => {
      const result = await registry.prune(request.params.remote, request.body.keep);
      request.log.info({ remote: request.params.remote, removed: result.removed }, 'release folders pruned');
      return result;
    },
  );
};
