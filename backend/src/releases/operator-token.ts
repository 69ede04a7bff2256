import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * The secret the operator CLI sends to change the registry. OPERATOR_TOKEN when set (several
 * instances share it); otherwise one generated at first start and kept, readable only by the
 * server's user, in DATA_DIR — where the CLI on the same machine finds it.
 */
export async function operatorToken(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const token = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** Constant-time comparison of a Bearer header with the token. */
export function isOperator(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization?.startsWith('Bearer ') ? authorization.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
