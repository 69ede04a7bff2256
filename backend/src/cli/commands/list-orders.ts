import { fromCents, orderStatusSchema } from 'shared-contracts';
import { CliUsageError, integerOption, parseCommandArgs, type CliCommand } from '../cli-command';

interface Row {
  order_number: string;
  created_at: Date | string;
  status: string;
  email: string;
  delivery: string;
  total_cents: number;
  lines: number;
}

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
    const status = values.status === undefined ? null : orderStatusSchema.safeParse(values.status);
    if (status && !status.success) throw new CliUsageError(`--status: unknown status '${values.status}'`);
    const limit = integerOption(values.limit, 'limit', 1, 10_000) ?? 50;
    const db = await context.database();
    const { rows } = await db.query<Row>(
      `SELECT o.order_number, o.created_at, o.status, o.email, o.delivery, o.total_cents,
         (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o
       WHERE ($1::text IS NULL OR o.status = $1) AND ($2::text IS NULL OR lower(o.email) = lower($2))
       ORDER BY o.created_at DESC, o.id DESC LIMIT $3`,
      [status?.data ?? null, values.email?.trim() ?? null, limit],
    );
    context.io.out(
      `${'order'.padEnd(12)}${'placed'.padEnd(22)}${'status'.padEnd(22)}${'total'.padStart(10)}  lines  email`,
    );
    for (const row of rows) {
      const placed = new Date(row.created_at).toISOString().slice(0, 19).replace('T', ' ');
      const total = fromCents(row.total_cents).toFixed(2);
      context.io.out(
        `${row.order_number.padEnd(12)}${placed.padEnd(22)}${`${row.status} (${row.delivery})`.padEnd(22)}${total.padStart(10)}  ${String(row.lines).padStart(5)}  ${row.email}`,
      );
    }
    context.io.out(`${rows.length} orders shown.`);
    return 0;
  },
};
