import { emailSchema, passwordSchema } from 'shared-contracts';
import { z } from 'zod';
import { hashPassword } from '../accounts/password';
import { findUserByEmail, insertUser } from '../accounts/user-repository';
import type { Queryable } from '../db/database';
import { ApiProblem } from '../plugins/api-errors';

const name = z.string().trim().min(1).max(100);

/** An account the operator makes (`npm run shop -- create-account`, POST /api/operator/accounts). */
export const newAccountSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: name,
    lastName: name,
    company: z.string().trim().min(1).max(200).nullable().default(null),
    confirmed: z.boolean().default(false).describe('Business prices apply at once (business accounts only)'),
    verified: z.boolean().default(true).describe('The operator vouches for the address unless false'),
  })
  .refine((account) => !account.confirmed || account.company !== null, {
    message: 'confirmed is for business accounts: give company too',
    path: ['confirmed'],
  });

export const createdAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  accountType: z.enum(['consumer', 'business']),
});

/** Creates the account; 409 accountExists when the address is taken (whatever its case). */
export async function createAccount(
  db: Queryable,
  account: z.output<typeof newAccountSchema>,
): Promise<z.output<typeof createdAccountSchema>> {
  const created = await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    firstName: account.firstName,
    lastName: account.lastName,
    accountType: account.company ? 1 : 0,
    companyName: account.company,
    newsletters: false,
    locale: 'nl_NL',
    verified: account.verified,
    confirmB2B: account.confirmed,
  });
  if (!created)
    throw new ApiProblem(
      409,
      'accountExists',
      `An account with the email address ${account.email} already exists.`,
    );
  return { id: created.id, email: created.email, accountType: account.company ? 'business' : 'consumer' };
}

export const confirmBusinessSchema = z.object({
  email: z.string().trim().min(1).max(320),
  confirmed: z.boolean().default(true).describe('false takes the confirmation back'),
});

/**
 * The shop confirms a business account before business prices apply (spec §6). 404 unknownAccount,
 * 409 notBusiness for a consumer account.
 */
export async function confirmBusiness(
  db: Queryable,
  { email, confirmed }: z.output<typeof confirmBusinessSchema>,
) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiProblem(404, 'unknownAccount', `No account with the email address ${email}.`);
  if (user.account_type !== 1)
    throw new ApiProblem(
      409,
      'notBusiness',
      `${email} is a consumer account; only business accounts are confirmed.`,
    );
  await db.query('UPDATE users SET confirm_b2b = $2, updated_at = now() WHERE id = $1', [user.id, confirmed]);
  return { email: user.email, confirmed };
}
