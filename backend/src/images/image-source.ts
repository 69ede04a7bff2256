import { QUICK_LINK_CATEGORIES } from 'shared-contracts';
import { categoryRoots } from '../catalog/queries/category-scope';
import type { Queryable } from '../db/database';
import type { ImageSource } from './image-store';
import type { TextileFamily } from './textile-shapes';

type QuickLinkKey = (typeof QUICK_LINK_CATEGORIES)[number]['key'];

const FAMILY_OF_QUICK_LINK: Readonly<Record<QuickLinkKey, TextileFamily>> = {
  bedLinen: 'bed',
  bathLinen: 'bath',
  kitchenLinen: 'kitchen',
  bathrobe: 'robe',
  bbq: 'bbq',
  shirts: 'shirt',
  socks: 'sock',
};

/** What a product's picture is drawn from: the top-level category picks the textile, the colour paints it. */
function familyOf(rootCategoryId: number | null): TextileFamily {
  const link = QUICK_LINK_CATEGORIES.find((candidate) => candidate.categoryId === rootCategoryId);
  return link ? FAMILY_OF_QUICK_LINK[link.key] : 'linen';
}

/**
 * Each category's textile family, as findImageSource picks it (by the top-level category), from
 * the remembered category tree: the catalogue's answers version their pictures' addresses with it.
 */
export async function categoryFamilies(db: Queryable): Promise<(categoryId: number) => TextileFamily> {
  const rootOf = await categoryRoots(db);
  return (categoryId) => familyOf(rootOf(categoryId));
}

/** The source of one product image, or undefined when the product has no image of that view. */
export async function findImageSource(
  db: Queryable,
  productId: number,
  viewType: string,
): Promise<ImageSource | undefined> {
  const { rows } = await db.query<{ color: string; root_id: number | null }>(
    `WITH RECURSIVE up(id, parent_category_id) AS (
       SELECT c.id, c.parent_category_id FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = $1
       UNION
       SELECT c.id, c.parent_category_id FROM categories c JOIN up ON c.id = up.parent_category_id
     )
     SELECT p.color, (SELECT id FROM up WHERE parent_category_id = 0 LIMIT 1) AS root_id
     FROM products p
     WHERE p.id = $1 AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = $1 AND i.view_type = $2)`,
    [productId, viewType],
  );
  const row = rows[0];
  return row ? { productId, viewType, family: familyOf(row.root_id), colour: row.color } : undefined;
}
