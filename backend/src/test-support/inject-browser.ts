import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A tiny cookie jar over inject: Auth.js is a cookie protocol (CSRF double submit, session JWE). */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && new Date(cookie.expires).getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.keep(await this.app.inject({ url, headers: { cookie: this.header(), ...headers } }));
  }

  async postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const payload = new URLSearchParams(form).toString();
    const contentType = 'application/x-www-form-urlencoded';
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: this.header(), 'content-type': contentType, ...headers },
      }),
    );
  }

  async csrf(): Promise<string> {
    return ((await this.get('/api/auth/csrf')).json() as { csrfToken: string }).csrfToken;
  }
}
