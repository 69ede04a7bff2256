import { remoteNameSchema } from 'shared-contracts';
import { z } from 'zod';
import type { RemoteRegistry } from './remote-registry';
import type { CanaryRecord, ReleaseRecord } from './release-repository';

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

export const remoteFallbackSchema: z.ZodType<RegistryStatus['recentFallbacks'][number]> = z.object({
  remote: remoteNameSchema,
  fromVersion: z.string(),
  toVersion: z.string(),
  page: z.string(),
  reportedAt: z.string(),
});

export const registryStatusSchema: z.ZodType<RegistryStatus> = z.object({
  active: z.record(z.string(), z.nullable(z.string())).describe('The active version of each remote, or null'),
  canaries: z.array(canarySchema),
  recentFallbacks: z.array(remoteFallbackSchema).describe('The last 20, newest first'),
});
