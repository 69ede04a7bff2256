import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config';

describe('the folders an operator names', () => {
  it('are taken relative to where the server starts, as a shell would (static serving needs them whole)', () => {
    const config = loadConfig({ BUILD_DIR: 'build', DATA_DIR: './run/data' });
    expect(config.BUILD_DIR).toBe(path.join(process.cwd(), 'build'));
    expect(config.DATA_DIR).toBe(path.join(process.cwd(), 'run/data'));
  });

  it('stay as written when whole already', () => {
    expect(loadConfig({ BUILD_DIR: '/srv/shop/build' }).BUILD_DIR).toBe('/srv/shop/build');
  });
});
