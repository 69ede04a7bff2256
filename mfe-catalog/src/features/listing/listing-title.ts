import type { IntlShape } from 'react-intl';
import type { Category } from 'shared-contracts';
import type { ListingKind } from './listing-state';

/** A listing's title: the sale's, its category's name, the search's, or "Products". Its heading and its head's. */
export function listingTitle(
  intl: IntlShape,
  kind: ListingKind,
  category: Category | null,
  search: string,
): string {
  if (kind === 'sale') return intl.formatMessage({ id: 'listing.saleTitle' });
  if (category) return category.name;
  if (search) return intl.formatMessage({ id: 'listing.searchTitle' }, { search });
  return intl.formatMessage({ id: 'listing.title' });
}
