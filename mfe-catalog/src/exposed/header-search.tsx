import type { PrepareModule, RemoteWidgetProps } from 'shared-contracts';
import { CatalogRoot } from '../app/catalog-root';
import { headerTranslations } from '../i18n/header-translations';
import { HeaderSearch } from '../features/header-search/header-search';

/** Its messages in the page's language, loaded before the page hydrates. */
export const prepare: PrepareModule = (locale) => headerTranslations.load(locale);

/** './header-search': the whole header search box, mounted by the shell's header. */
export default function CatalogHeaderSearch({ locale }: RemoteWidgetProps) {
  return (
    <CatalogRoot translations={headerTranslations} locale={locale}>
      <HeaderSearch />
    </CatalogRoot>
  );
}
