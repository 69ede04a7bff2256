import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { buildTestApp, testConfig } from '../test-support/account-app';
import { writeBuildFolder } from '../test-support/release-folders';
import { DOCUMENT_ONLY_HEADERS, INLINE_STYLE_HASHES, PERMISSIONS_POLICY } from './security-headers';

jest.setTimeout(60_000);

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => !!name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, label: string): void {
  const csp = directives(response);
  expect({ label, script: csp.get('script-src') }).toEqual({ label, script: ["'self'"] });
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  // Plain HTTP: HSTS would mean nothing.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    const buildDir = writeBuildFolder([{ remote: 'cart', version: '1.0.0-bbb' }]);
    writeFileSync(path.join(buildDir, 'shell/main.css'), 'body { margin: 0 }');
    writeFileSync(path.join(buildDir, 'shell/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp(testConfig({ BUILD_DIR: buildDir }), { db });
    // A route that fails, to see the headers on a real 500.
    app.get('/api/test-failure', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each([
    ['the shell page', '/', 200],
    ['a deep link', '/pages/cart', 200],
    ['an API answer', '/products/api/v1/categories/get-public-all-categories', 200],
    ['the registry', '/remotes.json', 200],
    ['an SVG picture (it can be opened as a page)', '/logo.svg', 200],
    ['a script address that is no file (answered with the page)', '/nope.0123456789.js', 200],
    ['a JSON 404', '/products/api/v1/nope', 404],
    ['a validation error', '/products/api/v1/public-products/get-product-by-id?productId=abc', 400],
    ['a malformed address', '/%zz', 400],
    ['an Auth.js answer', '/api/auth/csrf', 200],
    ['a server error', '/api/test-failure', 500],
  ])('are on %s', async (label, url, status) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response, label);
  });

  it.each([
    ['a static file', '/main.js'],
    ['a hashed chunk', '/829.bc75846eea.js'],
    ['a stylesheet', '/main.css'],
    ['a remote release file', '/remotes/cart/1.0.0-bbb/remoteEntry.js'],
  ])('on %s are those that act on a file, not those of a page', async (label, url) => {
    for (const encoding of ['br', 'identity']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect({ label, encoding, status: response.statusCode }).toEqual({ label, encoding, status: 200 });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy']).toMatch(/^(same-origin|cross-origin)$/);
      const documentOnly = DOCUMENT_ONLY_HEADERS.filter((name) => response.headers[name] !== undefined);
      expect({ label, encoding, documentOnly }).toEqual({ label, encoding, documentOnly: [] });
    }
  });

  it('are on an answer to a malformed JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/orders/api/v1/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response, 'malformed body');
  });

  it('let remote release files be loaded from another origin, and nothing else', async () => {
    const remote = await app.inject({ url: '/remotes/cart/1.0.0-bbb/remoteEntry.js' });
    expect(remote.headers['access-control-allow-origin']).toBe('*');
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await app.inject({ url: '/products/api/v1/categories/get-public-all-categories' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('ignore X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });
});

describe('security headers behind a trusted HTTPS proxy, with a remote CDN', () => {
  let db: Database;
  let app: FastifyInstance;
  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', accept: 'text/html' };

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildTestApp(db, {
      TRUST_PROXY: '127.0.0.1',
      REMOTE_ORIGINS: 'https://cdn.example.com, https://static.example.net:8443',
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('allow the configured remote origins for scripts, styles, fonts, images and fetches', async () => {
    const csp = directives(await app.inject({ url: '/api/auth/csrf' }));
    for (const directive of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      expect(csp.get(directive)).toEqual(
        expect.arrayContaining(["'self'", 'https://cdn.example.com', 'https://static.example.net:8443']),
      );
    }
  });

  it('send HSTS and Secure cookies over HTTPS', async () => {
    const page = await app.inject({ url: '/remotes.json', headers: https });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['set-cookie'])).toMatch(/riode-visitor=.*HttpOnly; Secure/);
    const csrf = await app.inject({ url: '/api/auth/csrf', headers: https });
    const cookie = String(csrf.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-authjs\.csrf-token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('send HttpOnly, SameSite cookies without Secure over plain HTTP', async () => {
    const csrf = await app.inject({ url: '/api/auth/csrf' });
    const cookie = String(csrf.headers['set-cookie']);
    expect(cookie).toMatch(/^authjs\.csrf-token=.*HttpOnly.*SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });
});

/** The value of the JS string or template literal that follows `marker` in a library's file. */
function literalAfter(file: string, marker: string): string {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(marker);
  if (start < 0) throw new Error(`${marker} not found in ${file}`);
  const from = start + marker.length;
  const quote = source[from] ?? '';
  const end = source.indexOf(`${quote};`, from + 1);
  return vm.runInNewContext(source.slice(from, end + 1)) as string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of the styles libraries inject', () => {
  const require = createRequire(import.meta.url);
  /** The folder of an installed package (not every package exports its package.json). */
  const packageDir = (name: string) => {
    let dir = path.dirname(require.resolve(name));
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    return dir;
  };

  it('match the installed react-toastify (its injected stylesheet)', () => {
    const file = path.join(packageDir('react-toastify'), 'dist/index.mjs');
    const css = literalAfter(file, 'var he=');
    expect(css).toMatch(/^:root \{/);
    expect(sha256(css)).toBe(INLINE_STYLE_HASHES['react-toastify']);
  });

  it('match the installed ALTCHA widget (its injected stylesheet)', () => {
    const file = path.join(packageDir('altcha'), 'dist/main/altcha.js');
    const css = literalAfter(file, 'const css = ');
    expect(css).toMatch(/^:root \{/);
    expect(sha256(css)).toBe(INLINE_STYLE_HASHES.altcha);
  });
});
