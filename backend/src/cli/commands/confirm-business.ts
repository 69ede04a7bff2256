import { confirmBusiness } from '../../operator/operator-accounts';
import { parseCommandArgs, CliUsageError, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

/** The shop confirms a business account before business prices apply (spec §6). */
export const confirmBusinessCommand: CliCommand = {
  name: 'confirm-business',
  summary: 'Confirm a business account, so its business discounts apply (--revoke takes it back)',
  usage: '<email> [--revoke]',
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { revoke: { type: 'boolean' } }, 1);
    const email = positionals[0]?.trim();
    if (!email) throw new CliUsageError('the email address of the account is missing');
    const body = { email, confirmed: !values.revoke };
    const { confirmed } = await onShop<{ confirmed: boolean }>(context, {
      method: 'POST',
      route: '/api/operator/accounts/confirm-business',
      body,
      direct: (db) => confirmBusiness(db, body),
    });
    context.io.out(
      confirmed ? `${email} is confirmed: business prices apply.` : `${email} is no longer confirmed.`,
    );
    return 0;
  },
};
