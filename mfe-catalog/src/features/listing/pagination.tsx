import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, last: number, radius = 2): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

interface Props {
  page: number;
  pageCount: number;
  /** The address of a page of the listing, with its filters and sort (use-listing-state.ts). */
  href: (page: number) => string;
}

/** Real links (open in a new tab, crawlable), each keeping the filters and sort in the address. */
export function Pagination({ page, pageCount, href }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  // A new page starts at the top of the list, as a full page load would.
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <nav className="cat-pagination" aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="cat-page-link" onClick={toTop}>
          {intl.formatMessage({ id: 'pagination.previous' })}
        </Link>
      )}
      {pageWindow(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="cat-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            onClick={toTop}
            className="cat-page-link"
            aria-current={item === page ? 'page' : undefined}
            aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}
          >
            {item}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className="cat-page-link" onClick={toTop}>
          {intl.formatMessage({ id: 'pagination.next' })}
        </Link>
      )}
    </nav>
  );
}
