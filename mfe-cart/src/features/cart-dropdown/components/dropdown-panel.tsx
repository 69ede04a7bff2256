import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type CartItem } from 'shared-contracts';
import { Amount } from '../../../components/amount';
import { cartTotals, linePrices } from '../../../components/server-prices';
import { LineImage } from '../../../components/line-image';
import { lineKeyText, removeItem } from '../../../store/cart-rules';
import { cartStore } from '../../../store/cart-service';
import { useServerPrices } from '../../../store/use-cart';

/** The open dropdown: the lines, the subtotal, and the ways to the cart and checkout. */
export function DropdownPanel({
  id,
  items,
  onNavigate,
}: {
  id: string;
  items: readonly CartItem[];
  onNavigate(): void;
}) {
  const intl = useIntl();
  const prices = useServerPrices();

  return (
    <div
      id={id}
      className="cart-dropdown-panel"
      role="region"
      aria-label={intl.formatMessage({ id: 'dropdown.panel' })}
    >
      {items.length === 0 ? (
        <p className="cart-empty">
          <FormattedMessage id="page.empty" />
        </p>
      ) : (
        <>
          <ul className="cart-dropdown-lines">
            {items.map((line) => (
              <li key={lineKeyText(line)} className="cart-dropdown-line">
                <LineImage images={line.prodImageList} size={48} />
                <span className="cart-dropdown-line-text">
                  <span className="cart-dropdown-line-name">{line.name}</span>
                  <span>
                    {line.qty} × <Amount cents={linePrices(line, prices).unit} />
                  </span>
                </span>
                <button
                  type="button"
                  className="cart-icon-button"
                  aria-label={intl.formatMessage({ id: 'page.removeLine' }, { name: line.name })}
                  onClick={() => cartStore().update((all) => removeItem(all, line))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="cart-dropdown-subtotal">
            <FormattedMessage id="dropdown.subtotal" />
            <strong data-testid="cart-dropdown-subtotal">
              <Amount cents={cartTotals(items, prices)?.gross} />
            </strong>
          </p>
        </>
      )}
      <div className="cart-popup-actions">
        <Link to={routes.cart()} className="cart-button cart-button-secondary" onClick={onNavigate}>
          <FormattedMessage id="popup.viewCart" />
        </Link>
        {items.length > 0 && (
          <Link to={routes.checkout()} className="cart-button" onClick={onNavigate}>
            <FormattedMessage id="popup.checkout" />
          </Link>
        )}
      </div>
    </div>
  );
}
