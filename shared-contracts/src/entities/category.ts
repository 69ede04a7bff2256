import * as z from 'zod/mini';

export const categorySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  /** 0 = top level */
  parentCategoryId: z.number().check(z.int(), z.nonnegative()),
});
export type Category = z.infer<typeof categorySchema>;

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

/** Builds the mega-menu tree; a category whose parent is missing is shown at the top level. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const category of categories) nodes.set(category.id, { ...category, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCategoryId === 0 ? undefined : nodes.get(node.parentCategoryId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
