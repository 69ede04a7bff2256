import { isIP } from 'node:net';
import { z } from 'zod';

/** An address or a CIDR range (`10.0.0.0/8`, `::1`), as Fastify's proxy-addr accepts them. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** proxy-addr's names for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_MESSAGE =
  "must be 'false', 'true', or a comma-separated list of proxy addresses or ranges (10.0.0.0/8, loopback)";

/**
 * Which proxies may tell the server the client's address and protocol (X-Forwarded-For/-Proto).
 * Trusting any sender would let every client pick its own address and dodge the per-address
 * login lockout, so the default is none: the socket's address counts. Name the proxies' own
 * addresses; 'true' is only for a server no client can reach except through the proxy. (A hop
 * count is not offered: Fastify 5 ignores it, as it cannot tell the proxy from a client.)
 */
const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const list = value.split(',').map((item) => item.trim());
    if (list.every((item) => NAMED_RANGES.has(item) || isAddressOrRange(item))) return list;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

/** Extra origins the browser may load remotes (scripts, styles, fonts, images) from: a CDN. */
const remoteOriginsSetting = z
  .string()
  .default('')
  .transform((value, ctx): string[] => {
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const origins: string[] = [];
    for (const item of items) {
      let origin: string | undefined;
      try {
        const url = new URL(item);
        if (/^https?:$/.test(url.protocol) && url.origin === item.replace(/\/$/, '')) origin = url.origin;
      } catch {
        origin = undefined;
      }
      if (!origin) {
        ctx.addIssue({ code: 'custom', message: `'${item}' is not an origin like https://cdn.example.com` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

/** Settings of the security headers and the proxy trust (merged into configSchema). */
export const securitySettings = {
  TRUST_PROXY: trustProxySetting,
  REMOTE_ORIGINS: remoteOriginsSetting,
};
