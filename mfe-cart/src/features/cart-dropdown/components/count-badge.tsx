/** The most a badge writes out; above it shows '999+', so no count stretches the header. */
export const BADGE_MAX = 999;

interface CountBadgeProps {
  /** Undefined while not known yet: on the server and while hydrating (store/use-cart.ts). */
  count: number | undefined;
  className: string;
  testId: string;
  /** Say changes aloud (the cart's count after an add). */
  announce?: boolean;
}

/**
 * A count in the header in a box of one size, known or not (cart.css), so nothing moves when the
 * browser fills it in after hydration. Changes are announced only once the count is known: the
 * first fill is the page loading, not news. A count above BADGE_MAX (a cart not yet cut to the
 * server's stock, store/repricer.ts) is written as '999+'.
 */
export function CountBadge({ count, className, testId, announce = false }: CountBadgeProps) {
  const known = count !== undefined;
  return (
    <span
      className={className}
      data-testid={testId}
      aria-busy={known ? undefined : true}
      aria-live={announce && known ? 'polite' : undefined}
    >
      {count !== undefined && count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
