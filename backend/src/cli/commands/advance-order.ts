import { ORDER_STATUSES, orderStatusSchema } from 'shared-contracts';
import { advanceOrder, OrderStatusError } from '../../orders/order-status';
import { CliUsageError, parseCommandArgs, type CliCommand } from '../cli-command';

export const advanceOrderCommand: CliCommand = {
  name: 'advance-order',
  summary: 'Move an order to its next status, or to the status given (cancelled puts the stock back)',
  usage: `<orderNumber> [${ORDER_STATUSES.join('|')}] [--note <text>]`,
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { note: { type: 'string' } }, 2);
    const [orderNumber, statusArg] = positionals;
    if (!orderNumber) throw new CliUsageError('the order number is missing');
    const status = statusArg === undefined ? undefined : orderStatusSchema.safeParse(statusArg);
    if (status && !status.success)
      throw new CliUsageError(`unknown status '${statusArg}'; one of ${ORDER_STATUSES.join(', ')}`);
    try {
      const moved = await advanceOrder(
        await context.database(),
        orderNumber.trim().toUpperCase(),
        status?.data,
        values.note,
      );
      context.io.out(`${moved.orderNumber}: ${moved.from} → ${moved.to}`);
      return 0;
    } catch (error) {
      if (!(error instanceof OrderStatusError)) throw error;
      context.io.err(error.message);
      return 1;
    }
  },
};
