import type { Migration } from './index';

/**
 * A release the operator rolled back from is withdrawn: it is never a visitor's fall-back, and a
 * rollback without a version steps past it (backend/src/releases/remote-registry.ts). Making it
 * active again (by name) takes the mark off.
 */
export const withdrawnReleasesMigration: Migration = {
  id: '010-withdrawn-releases',
  statements: [`ALTER TABLE remote_releases ADD COLUMN withdrawn_at timestamptz`],
};
