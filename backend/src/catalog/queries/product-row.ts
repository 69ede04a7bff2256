import { fromCents, productImagePath, type Product, type ProductImage } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { categoryFamilies } from '../../images/image-source';
import { imageVersion } from '../../images/image-version';
import type { TextileFamily } from '../../images/textile-shapes';
import { offerRuns, priceNow } from '../offer-price';

/**
 * The columns every product answer is built from; `p` is products. The brand is a subquery of
 * the select list rather than a join: PostgreSQL then looks it up for the rows of the page only,
 * after the sort and limit, not for every product the filters let through. price_cents is the
 * price that holds now and is_sale whether the offer runs now (offer-price.ts); offer_end_date
 * stays for an offer that has ended, so the product page can say it has finished. Migration 032
 * writes these columns and PRODUCT_VIEWS into the functions that read a listing page's rows: a
 * change to either needs a migration that creates those functions again.
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.category_id, ${priceNow('p')} AS price_cents, p.old_price_cents,
  p.stock, p.color, p.size, p.type, p.condition, p.final_product_status, ${offerRuns('p')} AS is_sale,
  CASE WHEN p.is_sale THEN p.offer_end_date END AS offer_end_date, p.b2b_discount_flag,
  (SELECT b.name FROM brands b WHERE b.id = p.brand_id) AS brand`;
export const PRODUCT_FROM = 'products p';
/**
 * A product's image views in display order, a column of its own row that the database keeps from
 * product_images (migration 031), so a page of products and their images come back in one round
 * trip and without a look-up per product.
 */
export const PRODUCT_VIEWS = 'p.image_views AS views';

export interface ProductRow {
  id: number;
  name: string;
  category_id: number;
  price_cents: number | null;
  old_price_cents: number | null;
  stock: number | null;
  color: string;
  size: string;
  type: string;
  condition: string;
  final_product_status: string;
  is_sale: boolean;
  offer_end_date: Date | string | null;
  b2b_discount_flag: boolean;
  brand: string | null;
}

const euros = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** Both drivers answer timestamptz as a Date; a string is accepted so the mapping never guesses. */
function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toProduct(row: ProductRow, images: ProductImage[]): Product {
  return {
    id: row.id,
    name: row.name,
    price: euros(row.price_cents),
    number: row.stock,
    brand: row.brand ?? '',
    condition: row.condition,
    finalProductStatus: row.final_product_status,
    prodImageList: images,
    productB2BDiscountFlag: row.b2b_discount_flag,
    categoryId: row.category_id,
    color: row.color,
    size: row.size,
    type: row.type,
    isSale: row.is_sale,
    oldPrice: row.is_sale ? euros(row.old_price_cents) : null,
    // Also when the offer has ended (isSale false): the page then shows the finished message.
    offerEndDate: isoDate(row.offer_end_date),
  };
}

/** A product's textile family by its category (image-source categoryFamilies). */
export type FamilyOf = (categoryId: number) => TextileFamily;

/** What a product's picture addresses are made from: its id and what its drawing depends on. */
export type PictureRow = Pick<ProductRow, 'id' | 'category_id' | 'color'>;

/** The image list of a product from its views (PRODUCT_VIEWS), in display order, at versioned addresses. */
export function imagesOf(row: PictureRow, views: readonly string[], familyOf: FamilyOf): ProductImage[] {
  const version = imageVersion({ family: familyOf(row.category_id), colour: row.color });
  return views.map((view) => ({ imageURL: productImagePath(row.id, view, version), imageViewType: view }));
}

/** Rows read with PRODUCT_VIEWS to products, their pictures at versioned addresses (imagesOf). */
export async function toProducts(
  db: Queryable,
  rows: readonly (ProductRow & { views: string[] })[],
): Promise<Product[]> {
  const familyOf = await categoryFamilies(db);
  return rows.map((row) => toProduct(row, imagesOf(row, row.views, familyOf)));
}
