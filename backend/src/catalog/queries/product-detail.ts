import { type ProductDetail, type ProductNeighbour } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { categoryFamilies } from '../../images/image-source';
import {
  imagesOf,
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  PRODUCT_VIEWS,
  toProduct,
  type ProductRow,
} from './product-row';

interface DetailRow extends ProductRow {
  description: string;
  views: string[];
  prev_id: number | null;
  prev_name: string | null;
  prev_view: string | null;
  prev_color: string | null;
  next_id: number | null;
  next_name: string | null;
  next_view: string | null;
  next_color: string | null;
}

/**
 * A neighbour in the category's default listing order (by id, approved only): the product just
 * before or after, with its name and first image. Rides on the (category_id, id) index, so it
 * is one index probe each way.
 */
const neighbour = (name: 'prev' | 'next', compare: '<' | '>', order: 'DESC' | 'ASC') =>
  `LEFT JOIN LATERAL (
     SELECT n.id, n.name, n.color, n.image_views[1] AS view
     FROM products n WHERE n.category_id = p.category_id AND n.approved AND n.id ${compare} p.id
     ORDER BY n.id ${order} LIMIT 1
   ) ${name} ON true`;

/** The detail block's product with prev and next (spec §3), or undefined if it is not shown; one statement. */
export async function findProductDetail(
  db: Queryable,
  productId: number,
): Promise<ProductDetail | undefined> {
  const [{ rows }, familyOf] = await Promise.all([
    db.query<DetailRow>(
      `SELECT ${PRODUCT_COLUMNS}, p.description, ${PRODUCT_VIEWS},
       prev.id AS prev_id, prev.name AS prev_name, prev.view AS prev_view, prev.color AS prev_color,
       next.id AS next_id, next.name AS next_name, next.view AS next_view, next.color AS next_color
     FROM ${PRODUCT_FROM}
     ${neighbour('prev', '<', 'DESC')}
     ${neighbour('next', '>', 'ASC')}
     WHERE p.id = $1 AND p.approved`,
      [productId],
    ),
    categoryFamilies(db),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  // A neighbour is in the product's own category (see neighbour above).
  const neighbourOf = (
    id: number | null,
    name: string | null,
    view: string | null,
    color: string | null,
  ): ProductNeighbour | null =>
    id === null
      ? null
      : {
          slug: String(id),
          name: name ?? '',
          pictures:
            view === null
              ? []
              : imagesOf({ id, category_id: row.category_id, color: color ?? '' }, [view], familyOf).map(
                  (image) => ({ url: image.imageURL }),
                ),
        };
  return {
    ...toProduct(row, imagesOf(row, row.views, familyOf)),
    description: row.description,
    prev: neighbourOf(row.prev_id, row.prev_name, row.prev_view, row.prev_color),
    next: neighbourOf(row.next_id, row.next_name, row.next_view, row.next_color),
  };
}
