import { useEffect, type RefObject } from 'react';

/**
 * A field is on screen in the server's HTML before the page's scripts run. What the shopper types
 * (or steps with the arrow keys) meanwhile stays in the field when React hydrates it, but not in
 * React's state. This hands the field's text to `take` once, after hydration, so the state follows
 * what the shopper sees. On a page drawn in the browser the field holds the state's own text.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  take: (text: string) => void,
): void {
  useEffect(() => {
    const text = field.current?.value;
    if (text) take(text);
    // Once, for what was there when the page hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
