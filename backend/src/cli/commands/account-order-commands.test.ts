import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Database } from '../../db/database';
import { placeOrder } from '../../orders/place-order';
import { testConfig } from '../../test-support/account-app';
import { testDatabases } from '../../test-support/databases';
import { insertProduct, stockOf } from '../../test-support/product-fixtures';
import type { CliCommand, CliContext } from '../cli-command';
import { runCli } from '../run-cli';
import { advanceOrderCommand } from './advance-order';
import { confirmBusinessCommand } from './confirm-business';
import { createAccountCommand } from './create-account';
import { listOrdersCommand } from './list-orders';

jest.setTimeout(60_000);
const databases = await testDatabases();

describe.each(databases)('account and order commands on $name', ({ open }) => {
  let db: Database;
  let out: string[];
  let err: string[];
  let context: CliContext;

  beforeAll(async () => {
    db = await open();
    const config = testConfig();
    context = {
      io: { out: (t) => out.push(t), err: (t) => err.push(t) },
      cwd: process.cwd(),
      config: () => config,
      database: async () => db,
    };
  });
  afterAll(async () => {
    await db.close();
  });

  const run = async (command: CliCommand, args: string[]) => {
    out = [];
    err = [];
    // Through the runner, as `npm run shop` does: a usage error is exit 2, a refusal exit 1.
    return runCli([command.name, ...args], [command], context);
  };

  it('creates a business account and confirms it', async () => {
    const args = [
      '--email',
      'Inkoop@Hotel.example',
      '--password',
      'Hotel@1234',
      '--first-name',
      'Iris',
      '--last-name',
      'Bos',
      '--company',
      'Hotel B.V.',
    ];
    expect(await run(createAccountCommand, args)).toBe(0);
    expect(out.join('\n')).toContain('Created business account');
    expect(await run(createAccountCommand, args)).toBe(1);
    expect(err.join('\n')).toContain('already exists');
    expect(await run(confirmBusinessCommand, ['inkoop@hotel.example'])).toBe(0);
    const { rows } = await db.query<{ verified: boolean; confirm_b2b: boolean }>(
      'SELECT verified, confirm_b2b FROM users WHERE lower(email) = $1',
      ['inkoop@hotel.example'],
    );
    expect(rows[0]).toEqual({ verified: true, confirm_b2b: true });
    expect(await run(confirmBusinessCommand, ['nobody@example.com'])).toBe(1);
  });

  it('refuses a weak password, a bad email and a consumer to confirm', async () => {
    expect(
      await run(createAccountCommand, [
        '--email',
        'x@example.com',
        '--password',
        'weak',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(2);
    expect(err.join('\n')).toContain('--password');
    expect(
      await run(createAccountCommand, [
        '--email',
        'nope',
        '--password',
        'Good@1234',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(2);
    expect(err.join('\n')).toContain('--email');
    expect(
      await run(createAccountCommand, [
        '--email',
        'consument@example.com',
        '--password',
        'Good@1234',
        '--first-name',
        'A',
        '--last-name',
        'B',
      ]),
    ).toBe(0);
    expect(await run(confirmBusinessCommand, ['consument@example.com'])).toBe(1);
    expect(err).toEqual([
      'consument@example.com is a consumer account; only business accounts are confirmed.',
    ]);
  });

  it('advances an order through its flow, lists it, and a cancel puts the stock back', async () => {
    const productId = await insertProduct(db, { stock: 5 });
    const order = {
      email: 'k@example.com',
      firstName: 'K',
      lastName: 'L',
      delivery: 'collection' as const,
      lines: [{ productId, qty: 2, orderType: 'reservation' as const }],
    };
    const { orderNumber: number } = await placeOrder(db, {
      order,
      userId: null,
      confirmedBusiness: false,
      locale: 'nl_NL',
    });
    expect(await run(advanceOrderCommand, [number])).toBe(0);
    expect(out).toEqual([`${number}: placed → confirmed`]);
    expect(await run(advanceOrderCommand, [number, 'ready-for-collection', '--note', 'Balie 2'])).toBe(0);
    expect(await run(listOrdersCommand, ['--status', 'ready-for-collection'])).toBe(0);
    expect(out.join('\n')).toContain(number);
    expect(await run(advanceOrderCommand, [number, 'lost'])).toBe(2);
    expect(err.join('\n')).toContain("unknown status 'lost'");
    expect(await stockOf(db, productId)).toBe(3);
    expect(await run(advanceOrderCommand, [number, 'cancelled'])).toBe(0);
    expect(await stockOf(db, productId)).toBe(5);
    expect(await run(advanceOrderCommand, [number])).toBe(1);
    expect(err.join('\n')).toContain('cancelled');
    expect(await run(advanceOrderCommand, ['RD-1'])).toBe(1);
    expect(err).toEqual(['No order RD-1']);
  });
});
