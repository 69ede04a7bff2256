import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE } from '../../db/data-folder-lock';
import { createTestSchema, postgresReachable } from '../../test-support/databases';
import { callJson, solveCaptchaAt } from '../../test-support/http-client';
import { guestOrder, productsInStock } from '../../test-support/order-stream';
import { compiledServer, startServer, type ServerProcess } from '../../test-support/server-process';

jest.setTimeout(180_000);

const TOKEN = 'operator-token-for-cli-tests-0123456789abcdef';
const PRODUCTS = 6;

interface Backend {
  name: string;
  /** The server's database settings, and how to clean up after. */
  setup(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}
const backends: Backend[] = [{ name: 'PGlite', setup: async () => ({ env: {}, drop: async () => {} }) }];
if (await postgresReachable())
  backends.push({
    name: 'PostgreSQL',
    setup: async () => {
      const schema = await createTestSchema();
      return { env: { DATABASE_URL: schema.url }, drop: () => schema.drop() };
    },
  });

let cliPath: string;
beforeAll(async () => {
  cliPath = path.join(path.dirname(await compiledServer()), 'cli/index.js');
});

/** The compiled CLI in a process of its own, as `npm run shop --` runs it; no SHOP_URL: it finds the server. */
async function shop(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cliPath, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', SEED_PRODUCTS: '0', ...env },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: failed.stdout ?? '', err: failed.stderr ?? '' };
  }
}

const shownIds = (out: string) => [...out.matchAll(/^ +(\d+) {2}/gm)].map((match) => Number(match[1]));

describe.each(backends)('the data commands while the server runs on $name', ({ name, setup }) => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<Backend['setup']>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-cli-data-'));
  let cliEnv: Record<string, string>;
  const cli = (...args: string[]) => shop(args, cliEnv);
  const ok = async (...args: string[]) => {
    const run = await cli(...args);
    expect([args, run.code, run.err]).toEqual([args, 0, '']);
    return run.out;
  };
  const accountType = async (email: string) => {
    const answer = await callJson(server.url, 'GET', `/orders/api/v1/auth/verify-account?email=${email}`);
    return answer.status === 200 ? (answer.body as { data: { accountType: number } }).data.accountType : null;
  };

  beforeAll(async () => {
    database = await setup();
    server = await startServer({
      ...database.env,
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: TOKEN,
      SEED_PRODUCTS: String(PRODUCTS),
    });
    cliEnv = { ...database.env, DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN };
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('the server holds the data folder with its pid and address', () => {
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(lock).toEqual({ pid: expect.any(Number), by: 'server', url: expect.any(String) });
    expect(new URL(String(lock.url)).port).toBe(new URL(server.url).port);
  });

  it('create-account: the server knows the account at once; a taken address or bad input changes nothing', async () => {
    expect(
      await ok(
        'create-account',
        '--email',
        'Anna@Example.com',
        '--password',
        'Good@1234',
        '--first-name',
        'Anna',
        '--last-name',
        'de Vries',
      ),
    ).toMatch(/^Created consumer account \d+ for Anna@Example\.com\.\n$/);
    expect(await accountType('anna@example.com')).toBe(0);
    const again = await cli(
      'create-account',
      '--email',
      'anna@example.com',
      '--password',
      'Good@1234',
      '--first-name',
      'A',
      '--last-name',
      'B',
    );
    expect(again).toEqual({
      code: 1,
      out: '',
      err: 'An account with the email address anna@example.com already exists.\n',
    });
    const bad = await cli(
      'create-account',
      '--email',
      'bert@example.com',
      '--password',
      'weak',
      '--first-name',
      'B',
      '--last-name',
      'B',
    );
    expect([bad.code, bad.out]).toEqual([2, '']);
    expect(bad.err).toContain('Usage: npm run shop -- create-account');
    const stranger = await shop(
      [
        'create-account',
        '--email',
        'bert@example.com',
        '--password',
        'Good@1234',
        '--first-name',
        'B',
        '--last-name',
        'B',
      ],
      { ...cliEnv, OPERATOR_TOKEN: 'not-the-operator-token-0123456789abcdef' },
    );
    expect(stranger).toEqual({ code: 1, out: '', err: 'Operator token required.\n' });
    expect(await accountType('bert@example.com')).toBeNull();
  });

  it('confirm-business: the signed-in business account gets business prices at once', async () => {
    const created = await ok(
      'create-account',
      '--email',
      'inkoop@hotel.example',
      '--password',
      'Hotel@1234',
      '--first-name',
      'Iris',
      '--last-name',
      'Bos',
      '--company',
      'Hotel B.V.',
    );
    const id = Number(/account (\d+)/.exec(created)?.[1]);
    const login = await callJson(server.url, 'POST', '/orders/api/v1/auth/login', {
      email: 'inkoop@hotel.example',
      password: 'Hotel@1234',
      captchaToken: await solveCaptchaAt(server.url),
    });
    const session = (login.body as { data: { accessToken: string; userInfo: { confirmB2BUser: boolean } } })
      .data;
    expect(session.userInfo.confirmB2BUser).toBe(false);
    const confirmedNow = async () => {
      const user = await callJson(server.url, 'GET', `/orders/api/v1/auth/${id}/get-user`, undefined, {
        authorization: `Bearer ${session.accessToken}`,
      });
      return (user.body as { data: { confirmB2BUser: boolean } }).data.confirmB2BUser;
    };
    expect(await ok('confirm-business', 'inkoop@hotel.example')).toBe(
      'inkoop@hotel.example is confirmed: business prices apply.\n',
    );
    expect(await confirmedNow()).toBe(true);
    expect(await ok('confirm-business', 'inkoop@hotel.example', '--revoke')).toBe(
      'inkoop@hotel.example is no longer confirmed.\n',
    );
    expect(await confirmedNow()).toBe(false);
    expect(await cli('confirm-business', 'anna@example.com')).toEqual({
      code: 1,
      out: '',
      err: 'anna@example.com is a consumer account; only business accounts are confirmed.\n',
    });
    expect(await cli('confirm-business', 'nobody@example.com')).toEqual({
      code: 1,
      out: '',
      err: 'No account with the email address nobody@example.com.\n',
    });
    expect((await cli('confirm-business')).code).toBe(2);
  });

  it('list-orders and advance-order: an order placed on the site, moved on by the operator, seen by the buyer', async () => {
    const [product] = await productsInStock(server.url);
    if (!product) throw new Error('the server seeded no product in stock');
    const placed = await callJson(
      server.url,
      'POST',
      '/orders/api/v1/orders/place-order',
      guestOrder({ email: 'koper@example.com', productId: product.id, qty: 1 }),
    );
    expect(placed.status).toBe(200);
    const number = (placed.body as { responseData: { data: { orderNumber: string } } }).responseData.data
      .orderNumber;
    const listed = await ok('list-orders', '--email', 'koper@example.com');
    expect(listed).toMatch(
      new RegExp(`^${number} +\\S+ \\S+ +placed \\(collection\\) +[\\d.]+ +1  koper@example\\.com$`, 'm'),
    );
    expect(listed).toContain('1 orders shown.');
    const tracked = async () => {
      const answer = await callJson(
        server.url,
        'GET',
        `/orders/api/v1/orders/track-order?orderNumber=${number}&email=koper@example.com`,
      );
      return (
        answer.body as { responseData: { data: { status: string; history: Array<{ note: string | null }> } } }
      ).responseData.data;
    };
    expect(await ok('advance-order', number.toLowerCase(), '--note', 'Balie 2')).toBe(
      `${number}: placed → confirmed\n`,
    );
    expect((await tracked()).status).toBe('confirmed');
    expect((await tracked()).history.map((entry) => entry.note)).toContain('Balie 2');
    expect(await ok('list-orders', '--status', 'confirmed')).toContain(number);
    expect(await ok('advance-order', number, 'cancelled')).toBe(`${number}: confirmed → cancelled\n`);
    expect((await tracked()).status).toBe('cancelled');
    expect((await productsInStock(server.url)).find((p) => p.id === product.id)?.stock).toBe(product.stock);
    expect(await cli('advance-order', number)).toEqual({
      code: 1,
      out: '',
      err: `Order ${number} is cancelled and cannot change\n`,
    });
    expect(await cli('advance-order', 'RD-999999')).toEqual({
      code: 1,
      out: '',
      err: 'No order RD-999999\n',
    });
    expect((await cli('advance-order', number, 'lost')).code).toBe(2);
    expect((await cli('list-orders', '--status', 'lost')).code).toBe(2);
  });

  it('list-products lists what the server serves', async () => {
    const out = await ok('list-products', '--limit', '100');
    expect(out).toContain(`${PRODUCTS} products shown.`);
    const served = await callJson(
      server.url,
      'GET',
      '/products/api/v1/public-products/get-products-by-category-id?categoryId=0&length=100',
    );
    const servedIds = (
      served.body as { responseData: { data: Array<{ id: number }> } }
    ).responseData.data.map((p) => p.id);
    expect(servedIds.every((id) => shownIds(out).includes(id))).toBe(true);
    expect(shownIds(await ok('list-products', '--limit', '2'))).toHaveLength(2);
    expect((await cli('list-products', '--limit', 'many')).code).toBe(2);
  });

  it('import-products: the server serves the imported product at once; a refused file changes nothing', async () => {
    const csv = path.join(dataDir, `products-${name}.csv`);
    writeFileSync(
      csv,
      'name,categoryId,price,stock,approved\nKussensloop Zeegroen,4,12.95,7,true\nZonder categorie,,1,1,true\n',
    );
    const run = await cli('import-products', csv);
    expect(run.code).toBe(1); // one row rejected
    const id = Number(/^row 2: created product (\d+)$/m.exec(run.out)?.[1]);
    expect(run.out).toContain('2 rows: 1 created, 0 updated, 1 rejected.');
    expect(run.err).toMatch(/^row 3: rejected: /);
    const served = await callJson(
      server.url,
      'GET',
      `/products/api/v1/public-products/get-product-by-id?productId=${id}`,
    );
    expect(served.status).toBe(200);
    expect(JSON.stringify(served.body)).toContain('Kussensloop Zeegroen');
    writeFileSync(csv, 'naam,soort\nx,y\n');
    const refused = await cli('import-products', csv);
    expect([refused.code, refused.out]).toEqual([1, '']);
    expect(refused.err).toMatch(/^Nothing imported: .+\.\n$/);
    expect((await cli('import-products')).code).toBe(2);
  });

  it('seed: the server lists the new products at once', async () => {
    const served = async () =>
      (
        (
          await callJson(
            server.url,
            'GET',
            '/products/api/v1/public-products/get-products-by-category-id?categoryId=0&length=1',
          )
        ).body as { responseData: { recordsTotal: number } }
      ).responseData.recordsTotal;
    const approved = (out: string) => shownIds(out).length - (out.match(/\(not approved\)/g) ?? []).length;
    const before = await ok('list-products', '--limit', '10000');
    const servedBefore = await served();
    const count = shownIds(before).length;
    expect(await ok('seed', '--products', String(count + 3))).toMatch(
      new RegExp(`^Catalogue: ${count + 3} products \\(3 added\\) in [\\d.]+ s\\.\\n$`),
    );
    const after = await ok('list-products', '--limit', '10000');
    expect(shownIds(after)).toHaveLength(count + 3);
    expect(approved(after)).toBeGreaterThan(approved(before));
    expect((await served()) - servedBefore).toBe(approved(after) - approved(before));
    expect((await cli('seed', '--products', '0')).code).toBe(2);
  });
});

describe("the embedded database's lock", () => {
  const account = (email: string) => [
    'create-account',
    '--email',
    email,
    '--password',
    'Good@1234',
    '--first-name',
    'A',
    '--last-name',
    'B',
  ];

  it('a second server on the same data folder refuses to start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-cli-data-'));
    const first = await startServer({ DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN });
    try {
      await expect(startServer({ DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN })).rejects.toThrow(
        /the server exited \(1\):\nThe shop server \(pid \d+, http:\/\/127\.0\.0\.1:\d+\) holds the data folder/,
      );
      expect(await shop(['list-orders'], { DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN })).toMatchObject({
        code: 0,
      });
    } finally {
      await first.stop();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('a command refuses while another live process holds the folder without an address', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-cli-data-'));
    const env = { DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN };
    // This test process stands in for a server still starting, then for another command.
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, by: 'server' }));
    for (const args of [account('c@example.com'), ['list-orders'], ['seed', '--products', '1']]) {
      const refused = await shop(args, env);
      expect([args, refused.code, refused.out]).toEqual([args, 1, '']);
      expect(refused.err).toBe(
        `The shop server (pid ${process.pid}) holds the data folder ${dataDir} and is still starting; try again in a moment.\n`,
      );
    }
    // A server that holds the folder but does not answer at its address: never behind its back.
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, by: 'server', url: 'http://127.0.0.1:9' }),
    );
    expect(await shop(account('d@example.com'), env)).toEqual({
      code: 1,
      out: '',
      err: `The shop server (pid ${process.pid}, http://127.0.0.1:9) holds the data folder ${dataDir}; stop it first.\n`,
    });
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, by: 'npm run shop' }));
    expect(await shop(['list-products'], env)).toEqual({
      code: 1,
      out: '',
      err: `'npm run shop' (pid ${process.pid}) is working on the data folder ${dataDir}; try again when it has finished.\n`,
    });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('with no server running the commands work on the folder, and take over the lock a killed server left', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'riode-cli-data-'));
    const env = { DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN };
    expect(await shop(account('direct@example.com'), env)).toMatchObject({ code: 0, err: '' });
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const server = await startServer(env);
    const answer = await callJson(
      server.url,
      'GET',
      '/orders/api/v1/auth/verify-account?email=direct@example.com',
    );
    expect(answer.status).toBe(200);
    await server.kill();
    // SIGKILL: the lock stays, naming a process that is gone.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    expect(await shop(account('after-kill@example.com'), env)).toMatchObject({ code: 0, err: '' });
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const again = await startServer(env);
    try {
      const seen = await callJson(
        again.url,
        'GET',
        '/orders/api/v1/auth/verify-account?email=after-kill@example.com',
      );
      expect(seen.status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
