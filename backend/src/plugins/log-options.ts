import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets: emailed tokens travel in links (?token=, ?verify=). */
const SECRET_QUERY = /([?&](?:token|verify|captchaToken|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * pino options: tokens and passwords never reach the log. Headers that carry them are removed,
 * body fields are never logged by Fastify, and secret query values in URLs are masked.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.token',
        '*.accessToken',
        '*.captchaToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
