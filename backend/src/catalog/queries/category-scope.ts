import type { Queryable } from '../../db/database';

/**
 * The ids a category stands for in a listing: itself and every descendant, so 'Beddengoed'
 * lists its dekbedovertrekken too. undefined when the category does not exist. UNION (not
 * UNION ALL) stops at ids already seen, so even a cycle typed into the table ends.
 */
export async function categoryScope(db: Queryable, categoryId: number): Promise<number[] | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `WITH RECURSIVE scope(id) AS (
       SELECT id FROM categories WHERE id = $1
       UNION
       SELECT c.id FROM categories c JOIN scope s ON c.parent_category_id = s.id
     )
     SELECT id FROM scope`,
    [categoryId],
  );
  return rows.length === 0 ? undefined : rows.map((row) => row.id);
}
