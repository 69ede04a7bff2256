import { QUICK_LINK_CATEGORIES } from 'shared-contracts';

export interface SeedCategory {
  id: number;
  name: string;
  parentCategoryId: number;
  position: number;
}

type Tree = Array<[id: number, name: string, children?: Tree]>;

/**
 * The category tree. The top-level ids of the header's quick links are fixed by the theme
 * (spec §2: bath linen 12, bed linen 4, kitchen linen 8, bathrobe 13, BBQ 10, shirts 34,
 * socks 35); the other ids are free. Names are Dutch, the shop's default language.
 */
const TREE: Tree = [
  [
    4,
    'Beddengoed',
    [
      [
        14,
        'Dekbedovertrekken',
        [
          [52, 'Eenpersoons dekbedovertrekken'],
          [53, 'Tweepersoons dekbedovertrekken'],
          [54, 'Lits-jumeaux dekbedovertrekken'],
        ],
      ],
      [15, 'Hoeslakens'],
      [16, 'Kussenslopen'],
      [17, 'Lakens'],
      [18, 'Matrasbeschermers'],
      [19, 'Dekbedden'],
      [20, 'Hoofdkussens'],
    ],
  ],
  [
    12,
    'Badtextiel',
    [
      [21, 'Handdoeken'],
      [22, 'Badlakens'],
      [23, 'Gastendoekjes'],
      [24, 'Washandjes'],
      [25, 'Badmatten'],
      [26, 'Strandlakens'],
    ],
  ],
  [
    8,
    'Keukentextiel',
    [
      [27, 'Theedoeken'],
      [28, 'Keukendoeken'],
      [29, 'Keukenschorten'],
      [30, 'Pannenlappen en ovenwanten'],
      [31, 'Tafelkleden'],
      [32, 'Servetten'],
    ],
  ],
  [
    13,
    'Badjassen',
    [
      [36, 'Wafelbadjassen'],
      [37, 'Badstof badjassen'],
      [38, "Kimono's"],
      [39, 'Kinderbadjassen'],
    ],
  ],
  [
    10,
    'BBQ',
    [
      [40, 'BBQ-schorten'],
      [41, 'Grillhandschoenen'],
      [42, 'BBQ-hoezen'],
    ],
  ],
  [
    34,
    'Overhemden en shirts',
    [
      [44, 'Zakelijke overhemden'],
      [45, 'Casual overhemden'],
      [46, 'Poloshirts'],
      [47, 'T-shirts'],
    ],
  ],
  [
    35,
    'Sokken',
    [
      [48, 'Herensokken'],
      [49, 'Damessokken'],
      [50, 'Sportsokken'],
      [51, 'Kindersokken'],
    ],
  ],
  [
    2,
    'Horecatextiel',
    [
      [55, 'Hotellakens'],
      [56, 'Hotelhanddoeken'],
      [57, 'Tafellinnen'],
      [58, 'Koksjassen'],
    ],
  ],
];

function flatten(tree: Tree, parentCategoryId: number, out: SeedCategory[]): SeedCategory[] {
  tree.forEach(([id, name, children], position) => {
    out.push({ id, name, parentCategoryId, position });
    if (children) flatten(children, id, out);
  });
  return out;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = flatten(TREE, 0, []);

/** Categories products are put in: the ones without children. */
export const LEAF_CATEGORY_IDS: readonly number[] = SEED_CATEGORIES.filter(
  (category) => !SEED_CATEGORIES.some((other) => other.parentCategoryId === category.id),
).map((category) => category.id);

/** Guards the theme's fixed ids against an edit of the tree above. */
for (const { categoryId } of QUICK_LINK_CATEGORIES) {
  if (!SEED_CATEGORIES.some((category) => category.id === categoryId && category.parentCategoryId === 0)) {
    throw new Error(`seed category tree lacks the quick-link category ${categoryId}`);
  }
}
