import type { FastifyBaseLogger } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { registryDocumentSchema, type RemoteName } from 'shared-contracts';
import type { Database } from '../db/database';
import { activationHistory, findRelease } from './release-repository';
import type { RemoteRegistry } from './remote-registry';

/**
 * At start, the releases of a new `npm run build` become active: a new build is a new release.
 * A build already on record changes nothing, so an operator's rollback survives a restart until
 * the next build that really changed something.
 */
export async function adoptBuild(
  db: Database,
  registry: RemoteRegistry,
  buildDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  let document;
  try {
    document = registryDocumentSchema.parse(
      JSON.parse(await readFile(path.join(buildDir, 'registry.json'), 'utf8')),
    );
  } catch {
    log.warn({ buildDir }, 'no build registry (run `npm run build`); remotes come from the database alone');
    return;
  }
  for (const [remote, release] of Object.entries(document.remotes) as Array<
    [RemoteName, { version: string }]
  >) {
    const known = await findRelease(db, remote, release.version);
    const history = await activationHistory(db, remote, 1);
    if (known && history.length > 0) continue;
    try {
      await registry.release(remote, release.version, 'npm run build');
      log.info({ remote, version: release.version }, 'activated the build of this remote');
    } catch (error) {
      log.error({ remote, version: release.version, err: error }, 'the build of this remote was refused');
    }
  }
}
