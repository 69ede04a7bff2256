import { CatalogRoot } from '../app/catalog-root';
import { pageTranslations } from '../i18n/page-translations';
import { QuickView, type QuickViewProps } from '../features/quick-view/quick-view';

/** './quick-view': mounted by the shell's quick-view modal frame. */
export default function CatalogQuickView({ productId, onClose }: QuickViewProps) {
  return (
    <CatalogRoot translations={pageTranslations}>
      <QuickView key={productId} productId={productId} onClose={onClose} />
    </CatalogRoot>
  );
}
