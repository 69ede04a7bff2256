import type { RemoteWidgetProps } from 'shared-contracts';
import { CatalogRoot } from '../app/catalog-root';
import { pageTranslations } from '../i18n/page-translations';
import { QuickView, type QuickViewProps } from '../features/quick-view/quick-view';

/** './quick-view': mounted by the shell's quick-view modal frame, once a shopper asks for it. */
export default function CatalogQuickView({ productId, onClose, locale }: QuickViewProps & RemoteWidgetProps) {
  return (
    <CatalogRoot translations={pageTranslations} locale={locale}>
      <QuickView key={productId} productId={productId} onClose={onClose} />
    </CatalogRoot>
  );
}
