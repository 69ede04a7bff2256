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
 * Each category's textile family (by its top-level category), from the remembered category tree:
 * the pictures are drawn with it and the catalogue's answers version their addresses with it.
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
  // The family comes from the same remembered tree as the catalogue's addresses (categoryFamilies),
  // so a version the catalogue gave out is the one this picture is answered under.
  const [{ rows }, familyOfCategory] = await Promise.all([
    db.query<{ color: string; category_id: number }>(
      `SELECT p.color, p.category_id FROM products p
       WHERE p.id = $1 AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = $1 AND i.view_type = $2)`,
      [productId, viewType],
    ),
    categoryFamilies(db),
  ]);
  const row = rows[0];
  return row
    ? { productId, viewType, family: familyOfCategory(row.category_id), colour: row.color }
    : undefined;
}
