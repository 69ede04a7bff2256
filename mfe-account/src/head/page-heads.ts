import { createIntl } from 'react-intl';
import { toBcp47, withShopName, type PageHeadMaker, type RemoteHeads } from 'shared-contracts';
import { pageTranslations } from '../i18n/page-translations';

/** A page titled by one of the account's messages, in the visitor's language (the shop's description). */
const titled =
  (id: string): PageHeadMaker =>
  async ({ locale }) => {
    const messages = await pageTranslations.load(locale);
    return { title: withShopName(createIntl({ locale: toBcp47(locale), messages }).formatMessage({ id })) };
  };

/** The account's pages' heads (shared-contracts PageHead): a shopper's own pages, not for search engines. */
export const heads: RemoteHeads<'account'> = {
  login: titled('login.title'),
  'reset-password': titled('reset.title'),
  account: titled('account.title'),
  'track-order': titled('trackOrder.title'),
};
