import { describe, expect, it, jest } from '@jest/globals';
import { acceptedReleases, readInlinedRegistry } from './registry';

const release = (contractsVersion: string) => ({
  version: '1.0.0-x',
  entry: '/remotes/x/remoteEntry.js',
  contractsVersion,
});

describe('the registry as the shell reads it', () => {
  it('accepts only releases built against the same contracts major, and reports the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const accepted = acceptedReleases({ remotes: { catalog: release('1.4.0'), cart: release('2.0.0') } });
    expect(accepted.map(([name]) => name)).toEqual(['catalog']);
    expect(warn).toHaveBeenCalledWith(
      '[shop] contracts-mismatch',
      expect.objectContaining({ remote: 'cart' }),
    );
    warn.mockRestore();
  });

  it('reads the inlined registry, and treats a damaged one as no remotes', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<script type="application/json" id="riode-remotes">${JSON.stringify({ remotes: { cart: release('1.0.0') } })}</script>`;
    expect(readInlinedRegistry()?.remotes.cart?.version).toBe('1.0.0-x');
    document.body.innerHTML = '<script type="application/json" id="riode-remotes">{"remotes": </script>';
    expect(readInlinedRegistry()).toEqual({ remotes: {} });
    document.body.innerHTML = '';
    expect(readInlinedRegistry()).toBeUndefined();
    warn.mockRestore();
  });
});
