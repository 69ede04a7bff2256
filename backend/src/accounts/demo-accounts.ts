import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { hashPassword } from './password';
import { insertUser } from './user-repository';

/** Documented in backend/README.md: sign in with these on a fresh shop. */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@riode.example',
    password: 'Demo@1234',
    firstName: 'Daan',
    lastName: 'de Vries',
    accountType: 0,
    companyName: null,
  },
  {
    email: 'zakelijk@riode.example',
    password: 'Zakelijk@1234',
    firstName: 'Bianca',
    lastName: 'Jansen',
    accountType: 1,
    companyName: 'Hotel De Linde B.V.',
  },
] as const;

/**
 * A fresh database (no users at all) gets the demo consumer and the demo business account,
 * both verified and the business one confirmed. Once any account exists this does nothing, so
 * deleting the demo accounts keeps them deleted.
 */
export async function ensureDemoAccounts(db: Database, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  if (rows[0]?.any) return;
  for (const account of DEMO_ACCOUNTS) {
    await insertUser(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      accountType: account.accountType,
      companyName: account.companyName,
      newsletters: false,
      locale: 'nl_NL',
      verified: true,
      confirmB2B: account.accountType === 1,
    });
  }
  log.info(
    { accounts: DEMO_ACCOUNTS.map((account) => account.email) },
    'created the demo accounts (see backend/README.md)',
  );
}
