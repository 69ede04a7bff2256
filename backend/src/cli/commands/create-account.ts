import { emailSchema, passwordSchema, MESSAGES, isMessageId } from 'shared-contracts';
import type { z } from 'zod';
import {
  createAccount,
  type createdAccountSchema,
  type newAccountSchema,
} from '../../operator/operator-accounts';
import { CliUsageError, parseCommandArgs, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } },
  name: string,
): T {
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'invalid';
  throw new CliUsageError(`--${name}: ${isMessageId(message) ? MESSAGES[message] : message}`);
}

/** An account made by the operator: verified at once (the operator vouches for the address). */
export const createAccountCommand: CliCommand = {
  name: 'create-account',
  summary:
    'Create a verified account (consumer, or business with --company; --confirmed for business prices)',
  usage:
    '--email <email> --password <password> --first-name <name> --last-name <name> [--company <name>] [--confirmed] [--unverified]',
  async run(args, context) {
    const { values } = parseCommandArgs(args, {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      company: { type: 'string' },
      confirmed: { type: 'boolean' },
      unverified: { type: 'boolean' },
    });
    const email = checked(emailSchema.safeParse(values.email ?? ''), 'email');
    const password = checked(passwordSchema.safeParse(values.password ?? ''), 'password');
    const firstName = values['first-name']?.trim();
    const lastName = values['last-name']?.trim();
    if (!firstName || !lastName) throw new CliUsageError('--first-name and --last-name are required');
    const company = values.company?.trim() || null;
    if (values.confirmed && !company)
      throw new CliUsageError('--confirmed is for business accounts: give --company too');
    const account: z.output<typeof newAccountSchema> = {
      email,
      password,
      firstName,
      lastName,
      company,
      confirmed: values.confirmed ?? false,
      verified: !values.unverified,
    };
    const created = await onShop<z.output<typeof createdAccountSchema>>(context, {
      method: 'POST',
      route: '/api/operator/accounts',
      body: account,
      direct: (db) => createAccount(db, account),
    });
    context.io.out(`Created ${created.accountType} account ${created.id} for ${created.email}.`);
    return 0;
  },
};
