import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { apiTags } from '../openapi/tags';
import { documentedFailures } from '../openapi/documented-responses';
import { adoptBuild } from './adopt-build';
import { FallbackReports } from './fallback-reports';
import { operatorDataRoutes } from '../operator/operator-data-routes';
import { operatorRoutes } from './operator-routes';
import { operatorToken } from './operator-token';
import { RemoteRegistry } from './remote-registry';
import { registryStatusSchema } from './releases-openapi';

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistry: RemoteRegistry;
    fallbackReports: FallbackReports;
  }
}

/**
 * The remote registry: the operator's routes (Bearer operator token) to release, roll back,
 * promote and canary, and the public status document for monitoring.
 */
const releases: FastifyPluginAsyncZod = async (app) => {
  const registry = new RemoteRegistry(app.db, app.config.BUILD_DIR, CONTRACTS_VERSION);
  app.decorate('remoteRegistry', registry);
  app.decorate('fallbackReports', new FallbackReports(app.db, app.counters));
  await adoptBuild(app.db, registry, app.config.BUILD_DIR, app.log);
  const token = await operatorToken(app.config.OPERATOR_TOKEN, app.config.DATA_DIR);

  app.get(
    '/api/status/remotes',
    {
      schema: {
        tags: apiTags('releases'),
        summary: 'The active release and fall-back of each remote, the canaries and the fall-backs reported',
        description:
          'Public, for monitoring: a fall-back is a browser that loaded the previous release because the ' +
          'active one failed. Reports count per (remote, from, to), only between recorded releases and ' +
          'within limits per visitor and per address (docs/operating.md).',
      },
      config: { documentedResponses: { 200: registryStatusSchema, ...documentedFailures() } },
    },
    async () => registry.status(),
  );

  await app.register(operatorRoutes, { registry, token });
  await app.register(operatorDataRoutes, { token });
};

export const releasesPlugin = fp(releases, { name: 'releases' });
