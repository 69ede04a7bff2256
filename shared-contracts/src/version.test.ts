import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CONTRACTS_VERSION, contractsMajor } from './version';

describe('the contracts version', () => {
  it('is the package version, so a release records what it was built against', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
    expect(contractsMajor('2.4.1')).toBe(2);
    expect(contractsMajor('garbage')).toBe(-1);
  });
});
