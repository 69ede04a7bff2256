import { orderStatusSchema } from 'shared-contracts';
import type { z } from 'zod';
import { listOrders, type orderListSchema } from '../../operator/operator-orders';
import { CliUsageError, integerOption, parseCommandArgs, type CliCommand } from '../cli-command';
import { onShop } from '../shop-server';

export const listOrdersCommand: CliCommand = {
  name: 'list-orders',
  summary: 'List orders, newest first, optionally by status or customer email',
  usage: '[--status <status>] [--email <email>] [--limit <n>]',
  async run(args, context) {
    const { values } = parseCommandArgs(args, {
      status: { type: 'string' },
      email: { type: 'string' },
      limit: { type: 'string' },
    });
    const status = values.status === undefined ? undefined : orderStatusSchema.safeParse(values.status);
    if (status && !status.success) throw new CliUsageError(`--status: unknown status '${values.status}'`);
    const limit = integerOption(values.limit, 'limit', 1, 10_000) ?? 50;
    const email = values.email?.trim() || undefined;
    const query = { status: status?.data, email, limit };
    const search = new URLSearchParams({ limit: String(limit) });
    if (query.status) search.set('status', query.status);
    if (email) search.set('email', email);
    const { orders } = await onShop<z.output<typeof orderListSchema>>(context, {
      method: 'GET',
      route: `/api/operator/orders?${search.toString()}`,
      direct: (db) => listOrders(db, query),
    });
    context.io.out(
      `${'order'.padEnd(12)}${'placed'.padEnd(22)}${'status'.padEnd(22)}${'total'.padStart(10)}  lines  email`,
    );
    for (const order of orders) {
      const placed = order.placedAt.slice(0, 19).replace('T', ' ');
      context.io.out(
        `${order.orderNumber.padEnd(12)}${placed.padEnd(22)}${`${order.status} (${order.delivery})`.padEnd(22)}${order.total.toFixed(2).padStart(10)}  ${String(order.lines).padStart(5)}  ${order.email}`,
      );
    }
    context.io.out(`${orders.length} orders shown.`);
    return 0;
  },
};
