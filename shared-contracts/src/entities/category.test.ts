import { describe, expect, it } from '@jest/globals';
import { buildCategoryTree } from './category';

describe('the category tree of the mega-menu', () => {
  it('nests subcategories under their parents and keeps orphans at the top', () => {
    const tree = buildCategoryTree([
      { id: 4, name: 'Beddengoed', parentCategoryId: 0 },
      { id: 40, name: 'Hoeslakens', parentCategoryId: 4 },
      { id: 41, name: 'Dekbedovertrekken', parentCategoryId: 4 },
      { id: 99, name: 'Wees', parentCategoryId: 1234 },
    ]);
    expect(tree.map((node) => node.id)).toEqual([4, 99]);
    expect(tree[0]?.children.map((node) => node.name)).toEqual(['Hoeslakens', 'Dekbedovertrekken']);
  });
});
