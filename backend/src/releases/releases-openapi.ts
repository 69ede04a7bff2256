import { remoteNameSchema } from 'shared-contracts';
import { z } from 'zod';
import type { RemoteRegistry } from './remote-registry';
import type { PruneResult } from './remote-registry';
import type { CanaryRecord, FallbackSummary, ReleaseRecord, RollbackRecord } from './release-repository';

/**
 * The answers of the registry's routes, for the OpenAPI document only (the routes send them
 * without a response schema). Typed against what the code answers, so they cannot fall behind it.
 */
export const releaseSchema: z.ZodType<ReleaseRecord> = z.object({
  remote: remoteNameSchema,
  version: z.string(),
  contractsVersion: z.string(),
  builtAt: z.string(),
  contentHash: z.string(),
  releasedBy: z.string(),
  releasedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});

export const canarySchema: z.ZodType<CanaryRecord> = z.object({
  remote: remoteNameSchema,
  version: z.string(),
  percent: z.number().int(),
  startedAt: z.string(),
});

type RegistryStatus = Awaited<ReturnType<RemoteRegistry['status']>>;

export const remoteFallbackSchema: z.ZodType<FallbackSummary> = z.object({
  remote: remoteNameSchema,
  fromVersion: z.string().describe('The release that failed in the browser'),
  toVersion: z.string().describe('The fall-back release it tried instead'),
  count: z.number().int().describe('Reports counted, with or without an outcome'),
  loaded: z.number().int().describe('Of them, fall-backs that loaded'),
  failed: z.number().int().describe('Of them, fall-backs that failed too'),
  firstSeen: z.string(),
  lastSeen: z.string(),
  lastPage: z.string(),
});

export const registryStatusSchema: z.ZodType<RegistryStatus> = z.object({
  active: z.record(z.string(), z.nullable(z.string())).describe('The active version of each remote, or null'),
  fallback: z
    .record(z.string(), z.nullable(z.string()))
    .describe("The fall-back of each remote's active release, or null"),
  canaries: z.array(canarySchema),
  recentFallbacks: z
    .array(remoteFallbackSchema)
    .describe('Per (remote, from, to), the 20 seen last, most recent first'),
});

export const rollbackSchema: z.ZodType<RollbackRecord> = z.object({
  remote: remoteNameSchema,
  fromVersion: z.string().nullable(),
  toVersion: z.string(),
  by: z.string(),
  at: z.string(),
});

export const pruneResultSchema: z.ZodType<PruneResult> = z.object({
  removed: z.array(z.string()).describe('The versions whose folders were removed'),
  kept: z.array(
    z.object({ version: z.string(), because: z.enum(['active', 'canary', 'fall-back', 'newest']) }),
  ),
});
