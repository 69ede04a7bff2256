import { accountTypeSchema, type AccountType } from 'shared-contracts';

/**
 * The account type is kept encrypted (spec §3: "encrypted account-type key") so that it is not
 * trivially edited in the browser's storage. This is obfuscation, not security: the key is derived
 * from the device id, which lives in the same storage, so anyone with access to the browser can
 * decrypt and re-encrypt it. Nothing trusts this value: the server decides prices and permissions
 * from the access token alone.
 */
const SALT = new TextEncoder().encode('riode-account-type-v1');
const IV_BYTES = 12;

async function deviceKey(deviceId: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(deviceId), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: SALT, iterations: 10_000, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function encryptAccountType(accountType: AccountType, deviceId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(String(accountType));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(deviceId), plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/** The stored account type, or null when it is missing, edited or sealed on another device. */
export async function decryptAccountType(stored: string, deviceId: string): Promise<AccountType | null> {
  try {
    const bytes = fromBase64(stored);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await deviceKey(deviceId),
      bytes.slice(IV_BYTES),
    );
    const parsed = accountTypeSchema.safeParse(Number(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
