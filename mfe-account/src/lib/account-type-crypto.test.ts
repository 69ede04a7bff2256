/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { decryptAccountType, encryptAccountType } from './account-type-crypto';

describe('the stored account type', () => {
  it('is sealed per device and opens again on that device only', async () => {
    const sealed = await encryptAccountType(1, 'device-a');
    expect(sealed).not.toBe('1');
    expect(await encryptAccountType(1, 'device-a')).not.toBe(sealed);
    expect(await decryptAccountType(sealed, 'device-a')).toBe(1);
    expect(await decryptAccountType(sealed, 'device-b')).toBeNull();
  });

  it('is refused when edited', async () => {
    const sealed = await encryptAccountType(0, 'device-a');
    const edited = `${sealed.slice(0, -4)}AAAA`;
    expect(await decryptAccountType(edited, 'device-a')).toBeNull();
    expect(await decryptAccountType('not base64 at all', 'device-a')).toBeNull();
  });
});
