import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { testDatabases } from '../test-support/databases';
import { buildSeoTestApp } from './test-support/seo-app';

jest.setTimeout(60_000);
const databases = await testDatabases();

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const linesOf = (text: string) => text.split('\n');

describe.each(databases)('robots.txt on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let withoutPublicUrl: FastifyInstance;
  beforeAll(async () => {
    db = await open();
    app = await buildSeoTestApp(db, { PUBLIC_URL: 'https://shop.example/', SEED_PRODUCTS: '0' });
    withoutPublicUrl = await buildSeoTestApp(db, { SEED_PRODUCTS: '0' });
  });
  afterAll(async () => {
    await app.close();
    await withoutPublicUrl.close();
    await db.close();
  });

  it('is plain text, even when a browser asks for it, not the shop’s page', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('<');
  });

  it('allows the catalogue and keeps crawlers out of cart, checkout, account, sign-in, not-found and /api/', async () => {
    const lines = linesOf((await app.inject({ url: '/robots.txt' })).body);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    expect(disallowed.sort()).toEqual(
      [
        '/api/',
        '/pages/404',
        '/pages/account',
        '/pages/cart',
        '/pages/checkout',
        '/pages/login',
        '/pages/resetpassword',
        '/pages/track-order',
        '/pages/wishlist',
      ].sort(),
    );
    for (const open of ['/cat/', '/product/', '/products/', '/images/', '/pages/contact-us'])
      expect(disallowed.some((path) => open.startsWith(path))).toBe(false);
  });

  it('names the sitemap by its absolute address: PUBLIC_URL, else the request’s own origin', async () => {
    expect(linesOf((await app.inject({ url: '/robots.txt' })).body)).toContain(
      'Sitemap: https://shop.example/sitemap.xml',
    );
    const own = await withoutPublicUrl.inject({ url: '/robots.txt', headers: { host: 'winkel.test:3000' } });
    expect(linesOf(own.body)).toContain('Sitemap: http://winkel.test:3000/sitemap.xml');
    const forged = await withoutPublicUrl.inject({ url: '/robots.txt', headers: { host: 'a b' } });
    expect(forged.statusCode).toBe(400);
  });
});
