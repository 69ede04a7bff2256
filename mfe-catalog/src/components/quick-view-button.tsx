import { useIntl } from 'react-intl';
import { bus, type Product } from 'shared-contracts';

/** Asks the shell to open its quick-view frame, which mounts this team's './quick-view'. */
export function QuickViewButton({ product }: { product: Product }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="cat-quickview-button"
      aria-label={intl.formatMessage({ id: 'card.quickViewOf' }, { name: product.name })}
      onClick={() => bus.publish('catalog:modal-requested', { modal: 'quickview', productId: product.id })}
    >
      {intl.formatMessage({ id: 'card.quickView' })}
    </button>
  );
}
