import { FormattedMessage } from 'react-intl';

/**
 * A cart page before the browser has read the shopper's storage (on the server and while
 * hydrating, store/use-cart.ts): its title, and a busy box of one fixed size where the lines come.
 */
export function PagePlaceholder({ titleId }: { titleId: string }) {
  return (
    <section className="cart-page" aria-busy="true">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <div className="cart-page-placeholder" data-testid="cart-page-placeholder" />
    </section>
  );
}
