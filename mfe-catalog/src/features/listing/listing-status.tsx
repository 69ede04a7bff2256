import { FormattedMessage } from 'react-intl';
import { LISTING_COUNT_CAP, PRODUCT_PAGE_SIZE } from 'shared-contracts';

/**
 * "N products" (the API's recordsFiltered) and which of them show; its line is kept while loading.
 * The API counts filtered products up to LISTING_COUNT_CAP and answers one more beyond it: then
 * "1.000+ products".
 */
export function ListingStatus({ count, page }: { count: number | undefined; page: number }) {
  if (count === undefined) return <p className="cat-count cat-count-pending" aria-hidden="true" />;
  const first = Math.min(count, (page - 1) * PRODUCT_PAGE_SIZE + 1);
  const last = Math.min(count, page * PRODUCT_PAGE_SIZE);
  return (
    <p className="cat-count" role="status">
      <span data-testid="result-count" data-count={count}>
        {count > LISTING_COUNT_CAP ? (
          <FormattedMessage id="listing.countAtLeast" values={{ count: LISTING_COUNT_CAP }} />
        ) : (
          <FormattedMessage id="listing.count" values={{ count }} />
        )}
      </span>
      {count > PRODUCT_PAGE_SIZE && (
        <span className="cat-count-range">
          {' '}
          <FormattedMessage id="listing.range" values={{ first, last }} />
        </span>
      )}
    </p>
  );
}
