import { createIntl, type IntlShape } from 'react-intl';
import { toBcp47, type LocaleCode } from 'shared-contracts';
import { pageTranslations } from '../i18n/page-translations';

const intls = new Map<LocaleCode, Promise<IntlShape>>();

/**
 * The catalog's messages in a language outside React, for a page's head (src/head): the server
 * makes the head before React renders, and the shell puts it in place after a move.
 */
export function headIntl(locale: LocaleCode): Promise<IntlShape> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = pageTranslations
      .load(locale)
      .then((messages) => createIntl({ locale: toBcp47(locale), defaultLocale: 'nl-NL', messages }));
    intls.set(locale, intl);
  }
  return intl;
}

/** A head's description: search engines show about 160 characters, and a shared link fewer. */
export const shortened = (text: string, max = 300) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;
