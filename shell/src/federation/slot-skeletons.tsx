/**
 * What a remote's slot shows while the remote's code is still coming (a move to a page of a remote
 * not loaded yet, a slot the server left to the browser, a slow release): the rough shape of what
 * the remote will draw, in the slot's own size (shell/src/styles/layout.css), so the shopper
 * sees that something is coming and nothing moves when it arrives (CLS: docs/performance.md).
 * `aria-busy` tells assistive technology the part is still loading; the remote's content replaces
 * the whole skeleton, so it goes with it.
 */

/** The main content of a remote's page: a title and a row of cards. */
export function PageSkeleton() {
  return (
    <div className="sh-page-loading" aria-busy="true" data-slot-skeleton="page">
      <div className="sh-skeleton sh-skeleton-title" />
      <div className="sh-skeleton-cards">
        <div className="sh-skeleton sh-skeleton-card" />
        <div className="sh-skeleton sh-skeleton-card" />
        <div className="sh-skeleton sh-skeleton-card" />
        <div className="sh-skeleton sh-skeleton-card" />
      </div>
    </div>
  );
}

/** The header's cart button (the cart remote's dropdown), in the size of the header's cart slot. */
export function CartSkeleton() {
  return <span className="sh-skeleton sh-cart-placeholder" aria-busy="true" data-slot-skeleton="cart" />;
}

/** The header's account menu when the server could not tell whether the visitor is signed in. */
export function AccountSkeleton() {
  return <span className="sh-skeleton sh-user-placeholder" aria-busy="true" data-slot-skeleton="account" />;
}
