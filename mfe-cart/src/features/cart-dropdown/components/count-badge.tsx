import { badgeText } from 'shared-contracts';

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
 * first fill is the page loading, not news. Large counts are capped as badgeText says.
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
      {count !== undefined ? badgeText(count) : undefined}
    </span>
  );
}
