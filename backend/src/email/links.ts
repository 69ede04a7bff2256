import { routes } from 'shared-contracts';

/**
 * Links in emails point at the shop's own pages, which call the API:
 * - verification: /pages/login?verify={token} (the login page posts the token to verify-email)
 * - password reset: /pages/resetpassword?token={token}
 * - order tracking: /pages/track-order?order={orderNumber} (the guest's tracking page: it asks for
 *   the order's email address too, so the number alone, in a forwarded mail, shows nothing)
 */
export class EmailLinks {
  /** A function, because with PORT=0 the server's own address is only known once it listens. */
  constructor(private readonly publicUrl: () => string) {}

  verify(token: string): string {
    return this.build('/pages/login', { verify: token });
  }

  reset(token: string): string {
    return this.build('/pages/resetpassword', { token });
  }

  trackOrder(orderNumber: string): string {
    return new URL(routes.trackOrder({ order: orderNumber }), this.publicUrl()).toString();
  }

  private build(pathname: string, query: Record<string, string>): string {
    const url = new URL(pathname, this.publicUrl());
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }
}

/** PUBLIC_URL, or the server's own address (localhost for a loopback or any-address bind). */
export function publicUrlOf(
  settings: { PUBLIC_URL?: string | undefined; HOST: string },
  port: number,
): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL;
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(settings.HOST);
  return `http://${local ? 'localhost' : settings.HOST}:${port}`;
}
