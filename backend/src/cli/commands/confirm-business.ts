import { parseCommandArgs, CliUsageError, type CliCommand } from '../cli-command';

/** The shop confirms a business account before business prices apply (spec §6). */
export const confirmBusinessCommand: CliCommand = {
  name: 'confirm-business',
  summary: 'Confirm a business account, so its business discounts apply (--revoke takes it back)',
  usage: '<email> [--revoke]',
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { revoke: { type: 'boolean' } }, 1);
    const email = positionals[0];
    if (!email) throw new CliUsageError('the email address of the account is missing');
    const db = await context.database();
    const { rows } = await db.query<{ id: number; account_type: number }>(
      'SELECT id, account_type FROM users WHERE lower(email) = lower($1)',
      [email.trim()],
    );
    const user = rows[0];
    if (!user) {
      context.io.err(`No account with the email address ${email}.`);
      return 1;
    }
    if (user.account_type !== 1) {
      context.io.err(`${email} is a consumer account; only business accounts are confirmed.`);
      return 1;
    }
    const confirmed = !values.revoke;
    await db.query('UPDATE users SET confirm_b2b = $2, updated_at = now() WHERE id = $1', [
      user.id,
      confirmed,
    ]);
    context.io.out(
      confirmed ? `${email} is confirmed: business prices apply.` : `${email} is no longer confirmed.`,
    );
    return 0;
  },
};
