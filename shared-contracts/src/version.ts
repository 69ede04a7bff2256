/**
 * The contracts version. Its major part is what the shell checks before it accepts a remote release
 * (docs/architecture.md): a remote built against another major may not understand our events. Keep
 * in step with package.json (a unit test checks that).
 */
export const CONTRACTS_VERSION = '1.8.0';

export function contractsMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) ? major : -1;
}
