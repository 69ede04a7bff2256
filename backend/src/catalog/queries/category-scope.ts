import type { Queryable } from '../../db/database';
import { createTtlCache } from './ttl-cache';

interface Tree {
  ids: Set<number>;
  children: Map<number, number[]>;
  parents: Map<number, number>;
}

const trees = createTtlCache<Tree>(60_000);

/** Every category id, each parent's children and each category's parent, remembered for a minute: the tree changes only when the catalogue is seeded. */
function treeOf(db: Queryable): Promise<Tree> {
  return trees(db, 'tree', async () => {
    const { rows } = await db.query<{ id: number; parent: number }>(
      'SELECT id, parent_category_id AS parent FROM categories',
    );
    const children = new Map<number, number[]>();
    for (const { id, parent } of rows) children.set(parent, [...(children.get(parent) ?? []), id]);
    const parents = new Map(rows.map(({ id, parent }) => [id, parent]));
    return { ids: new Set(rows.map((row) => row.id)), children, parents };
  });
}

/**
 * The ids a category stands for in a listing: itself and every descendant, so 'Beddengoed'
 * lists its dekbedovertrekken too. undefined when the category does not exist. Ids already
 * seen are not visited again, so even a cycle typed into the table ends.
 */
export async function categoryScope(db: Queryable, categoryId: number): Promise<number[] | undefined> {
  const { ids, children } = await treeOf(db);
  if (!ids.has(categoryId)) return undefined;
  const scope = new Set([categoryId]);
  for (const id of scope) for (const child of children.get(id) ?? []) scope.add(child);
  return [...scope];
}

/** Every category's id: the whole shop's categories, as a parent's subtree lists its own (categoryScope). */
export async function everyCategoryId(db: Queryable): Promise<number[]> {
  return [...(await treeOf(db)).ids];
}

/** A listing's category: its subtree's ids, and its depth when it hangs under a top-level category. */
export interface ListingScope {
  id: number;
  ids: number[];
  /**
   * 1 for a top-level category, 2 for its child, …: the place of the category's id in every
   * product's category_path of its subtree (migration 014). undefined in a cycle.
   */
  depth: number | undefined;
}

/** The scope of a category's listing, or undefined when the category does not exist. */
export async function listingScope(db: Queryable, categoryId: number): Promise<ListingScope | undefined> {
  const ids = await categoryScope(db, categoryId);
  if (!ids) return undefined;
  const { parents } = await treeOf(db);
  const seen = new Set<number>();
  let id = categoryId;
  while (id !== 0 && parents.has(id) && !seen.has(id)) {
    seen.add(id);
    id = parents.get(id) ?? 0;
  }
  return { id: categoryId, ids, depth: id === 0 ? seen.size : undefined };
}

/**
 * A lookup from a category id to its top-level category's id (the ancestor whose parent is 0),
 * or null for an unknown category or one in a cycle.
 */
export async function categoryRoots(db: Queryable): Promise<(categoryId: number) => number | null> {
  const { parents } = await treeOf(db);
  return (categoryId) => {
    const seen = new Set<number>();
    for (let id = categoryId; parents.has(id) && !seen.has(id); id = parents.get(id) ?? 0) {
      if (parents.get(id) === 0) return id;
      seen.add(id);
    }
    return null;
  };
}
