import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { formatPrice, fromBcp47, routes, toCents, type Order } from 'shared-contracts';
import { getCustomerOrders } from '../api/get-customer-orders';
import { useRemoteData } from '../api/use-remote-data';

/** Euros as the server sends them, in the locale's format (nl: € 12,50). */
function Money({ value }: { value: number }) {
  const intl = useIntl();
  return <>{formatPrice(toCents(value), fromBcp47(intl.locale))}</>;
}

function OrderCard({ order }: { order: Order }) {
  return (
    <article className="acc-order" aria-labelledby={`acc-order-${order.orderNumber}`}>
      <header className="acc-order-head">
        {/* The orders sit right under the account page's h1. */}
        <h2 id={`acc-order-${order.orderNumber}`}>{order.orderNumber}</h2>
        <FormattedDate value={order.createdAt} dateStyle="medium" />
        <span className={`acc-status acc-status-${order.status}`}>
          <FormattedMessage id={`status.${order.status}`} />
        </span>
      </header>
      <table className="acc-lines">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="orders.product" />
            </th>
            <th scope="col">
              <FormattedMessage id="orders.qty" />
            </th>
            <th scope="col">
              <FormattedMessage id="orders.price" />
            </th>
            <th scope="col">
              <FormattedMessage id="orders.lineTotal" />
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.productId}-${line.orderType}`}>
              <td>{line.name}</td>
              <td>{line.qty}</td>
              <td>
                <Money value={line.unitPrice} />
              </td>
              <td>
                <Money value={line.lineTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="acc-order-foot">
        <span>
          <FormattedMessage id="orders.vat" />: <Money value={order.vat} />
        </span>
        <strong>
          <FormattedMessage id="orders.total" />: <Money value={order.total} />
        </strong>
        <Link to={routes.account({ tabId: 3, track: order.orderNumber })}>
          <FormattedMessage id="orders.track" />
        </Link>
      </footer>
    </article>
  );
}

/** Tab 3: the signed-in user's orders (get-customer-order), newest first as the server sends them. */
export function OrdersTab({ userId }: { userId: number }) {
  const orders = useRemoteData(String(userId), () =>
    getCustomerOrders(userId).then((a) => a.responseData.data),
  );
  if (orders.state === 'loading')
    return (
      <p aria-busy="true">
        <FormattedMessage id="account.loading" />
      </p>
    );
  if (orders.state === 'failed')
    return (
      <p role="alert">
        <FormattedMessage id="account.loadFailed" />
      </p>
    );
  if (orders.data.length === 0)
    return (
      <p>
        <FormattedMessage id="orders.none" />
      </p>
    );
  return (
    <div className="acc-orders">
      {orders.data.map((order) => (
        <OrderCard key={order.orderNumber} order={order} />
      ))}
    </div>
  );
}
