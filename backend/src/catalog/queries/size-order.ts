const CLOTHING_ORDER = ['XXS', 'XS', 'S', 'S/M', 'M', 'L', 'L/XL', 'XL', 'XXL', 'XXXL'];
const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/**
 * Sizes in the order a shopper expects: clothing letters from small to large, then numbers by
 * value ('40x60' before '140x200', '39-42' before '43-46'), then the rest.
 */
export function compareSizes(a: string, b: string): number {
  const rankA = CLOTHING_ORDER.indexOf(a.toUpperCase());
  const rankB = CLOTHING_ORDER.indexOf(b.toUpperCase());
  if (rankA !== -1 || rankB !== -1) {
    if (rankA === -1) return 1;
    if (rankB === -1) return -1;
    return rankA - rankB;
  }
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
