import { ORDER_STATUSES, orderStatusSchema } from 'shared-contracts';
import type { z } from 'zod';
import { moveOrder, type advancedOrderSchema } from '../../operator/operator-orders';
import { CliUsageError, parseCommandArgs, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

export const advanceOrderCommand: CliCommand = {
  name: 'advance-order',
  summary: 'Move an order to its next status, or to the status given (cancelled puts the stock back)',
  usage: `<orderNumber> [${ORDER_STATUSES.join('|')}] [--note <text>]`,
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { note: { type: 'string' } }, 2);
    const [orderNumberArg, statusArg] = positionals;
    const orderNumber = orderNumberArg?.trim().toUpperCase();
    if (!orderNumber) throw new CliUsageError('the order number is missing');
    if (!/^[A-Z0-9-]{1,40}$/.test(orderNumber))
      throw new CliUsageError(`'${orderNumberArg}' is not an order number`);
    const status = statusArg === undefined ? undefined : orderStatusSchema.safeParse(statusArg);
    if (status && !status.success)
      throw new CliUsageError(`unknown status '${statusArg}'; one of ${ORDER_STATUSES.join(', ')}`);
    if (values.note !== undefined && values.note.length > 500)
      throw new CliUsageError('--note is at most 500 characters');
    const change = { status: status?.data, note: values.note };
    const moved = await onShop<z.output<typeof advancedOrderSchema>>(context, {
      method: 'POST',
      route: `/api/operator/orders/${encodeURIComponent(orderNumber)}/advance`,
      body: change,
      direct: (db) => moveOrder(db, orderNumber, change),
    });
    context.io.out(`${moved.orderNumber}: ${moved.from} → ${moved.to}`);
    return 0;
  },
};
