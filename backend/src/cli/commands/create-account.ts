import { emailSchema, passwordSchema, MESSAGES, isMessageId } from 'shared-contracts';
import { hashPassword } from '../../accounts/password';
import { insertUser } from '../../accounts/user-repository';
import { CliUsageError, parseCommandArgs, type CliCommand } from '../cli-command';

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
    const created = await insertUser(await context.database(), {
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      accountType: company ? 1 : 0,
      companyName: company,
      newsletters: false,
      locale: 'nl_NL',
      verified: !values.unverified,
      confirmB2B: values.confirmed ?? false,
    });
    if (!created) {
      context.io.err(`An account with the email address ${email} already exists.`);
      return 1;
    }
    context.io.out(`Created ${company ? 'business' : 'consumer'} account ${created.id} for ${email}.`);
    return 0;
  },
};
