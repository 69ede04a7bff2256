import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type CartItem } from 'shared-contracts';
import { LineImage } from '../../../components/line-image';
import { Amount } from '../../../components/amount';
import { linePrices } from '../../../components/server-prices';
import { useServerPrices } from '../../../store/use-cart';

interface AddedPopupProps {
  item: CartItem;
  addedQty: number;
  onClose(): void;
}

/** 'Successfully added.' with View Cart and Check Out (spec §4), shown after every add. */
export function AddedPopup({ item, addedQty, onClose }: AddedPopupProps) {
  const intl = useIntl();
  const prices = useServerPrices();
  const titleId = useId();
  const viewCart = useRef<HTMLAnchorElement>(null);
  // Focus moves to the popup's first action so keyboard users can follow it or leave with Escape.
  useEffect(() => viewCart.current?.focus(), [item, addedQty]);

  return (
    <div className="cart-popup" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <p id={titleId} className="cart-popup-title">
        <FormattedMessage id="popup.added" />
      </p>
      <div className="cart-popup-line">
        <LineImage images={item.prodImageList} size={56} />
        <span>
          <span className="cart-popup-name">{item.name}</span>
          <span className="cart-popup-qty">
            {addedQty} × <Amount cents={linePrices(item, prices).unit} />
          </span>
        </span>
      </div>
      <div className="cart-popup-actions">
        <Link
          ref={viewCart}
          to={routes.cart()}
          className="cart-button cart-button-secondary"
          onClick={onClose}
        >
          <FormattedMessage id="popup.viewCart" />
        </Link>
        <Link to={routes.checkout()} className="cart-button" onClick={onClose}>
          <FormattedMessage id="popup.checkout" />
        </Link>
      </div>
      <button
        type="button"
        className="cart-popup-close"
        aria-label={intl.formatMessage({ id: 'popup.close' })}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
