import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../config';
import { openPgliteDatabase, PGLITE_SHARED_BUFFERS_MB_DEFAULT } from './pglite-database';

const sharedBuffers = async (mb?: number) => {
  const db = await openPgliteDatabase(undefined, mb);
  try {
    const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    return rows[0]?.shared_buffers;
  } finally {
    await db.close();
  }
};

describe("the embedded database's shared buffers", () => {
  it('are 32 MB unless the operator asks for more, not PostgreSQL’s 128 MB held in the process', async () => {
    expect(PGLITE_SHARED_BUFFERS_MB_DEFAULT).toBe(32);
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(await sharedBuffers()).toBe('32MB');
    expect(await sharedBuffers(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '64' }).PGLITE_SHARED_BUFFERS_MB)).toBe(
      '64MB',
    );
  });

  it.each(['4', '2048', '12.5', 'lots'])('refuse PGLITE_SHARED_BUFFERS_MB=%j at start', (value) => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow('PGLITE_SHARED_BUFFERS_MB');
  });
});
