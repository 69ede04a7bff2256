import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { imageSrc, routes, type ProductNeighbour } from 'shared-contracts';

function Neighbour({ neighbour, direction }: { neighbour: ProductNeighbour; direction: 'prev' | 'next' }) {
  const intl = useIntl();
  const id = Number(neighbour.slug);
  const picture = neighbour.pictures[0]?.url;
  return (
    <Link
      to={routes.product({ id, name: neighbour.name })}
      rel={direction}
      className={`cat-neighbour cat-neighbour-${direction}`}
      data-testid={`product-${direction}`}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
      <span>{intl.formatMessage({ id: direction === 'prev' ? 'product.previous' : 'product.next' })}</span>
      <span className="cat-neighbour-popup">
        {picture && (
          <img src={imageSrc(picture)} alt="" width={110} height={123} loading="lazy" decoding="async" />
        )}
        <span className="cat-neighbour-name">{neighbour.name}</span>
      </span>
    </Link>
  );
}

/** Previous and next product in the category's order, each with its 110x123 popup thumbnail. */
export function ProductNeighbours({
  prev,
  next,
}: {
  prev: ProductNeighbour | null;
  next: ProductNeighbour | null;
}) {
  const intl = useIntl();
  if (!prev && !next) return null;
  return (
    <nav className="cat-neighbours" aria-label={intl.formatMessage({ id: 'product.neighbours' })}>
      {prev && <Neighbour neighbour={prev} direction="prev" />}
      {next && <Neighbour neighbour={next} direction="next" />}
    </nav>
  );
}
