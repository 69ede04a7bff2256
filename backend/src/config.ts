import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { accountSettings, checkAccountSettings } from './config-accounts';
import { catalogSettings } from './config-catalog';
import { securitySettings } from './config-security';
import { PGLITE_SHARED_BUFFERS_MB_DEFAULT } from './db/pglite-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A folder as the operator wrote it, made absolute: static serving and Node's require need that. */
const absolute = (folder: string): string => path.resolve(folder);

/**
 * Every setting the server reads (docs/operating.md lists them), validated at start: a wrong
 * or missing value stops the server with a message naming the variable and the reason.
 */
export const configSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where `npm run build` put the shell and the remote releases (relative: to where it starts). */
  BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'build')).transform(absolute),
  /** Where the embedded database and other run-time data live (relative: to where it starts). */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')).transform(absolute),
  /** Real PostgreSQL when set (postgres://…); otherwise the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Shared buffers of the embedded database in MB (backend/src/db/pglite-database.ts); ignored with DATABASE_URL. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int('must be a whole number')
    .min(8, 'must be at least 8')
    .max(1024, 'must be at most 1024')
    .default(PGLITE_SHARED_BUFFERS_MB_DEFAULT),
  /** The secret of the operator's registry commands; generated into DATA_DIR when unset. */
  OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  ...accountSettings,
  ...catalogSettings,
  ...securitySettings,
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.superRefine(checkAccountSettings).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
