import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type LocaleCode } from 'shared-contracts';

const BY_LANGUAGE: Record<string, LocaleCode> = { nl: 'nl_NL', en: 'en_US', fr: 'fr_CA', de: 'de_DE' };

/** The first shop language named in Accept-Language, else Dutch (the shop's default). */
export function requestLocale(request: FastifyRequest): LocaleCode {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const language = part.trim().slice(0, 2).toLowerCase();
    const locale = BY_LANGUAGE[language];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
