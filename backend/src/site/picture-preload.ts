import {
  CARD_IMAGE,
  defaultProductsResponseSchema,
  HERO_IMAGE,
  heroPicture,
  imageSrc,
  imageSrcSet,
  PRODUCT_MAIN_IMAGE,
  productByIdResponseSchema,
  productListResponseSchema,
  type InitialAnswersDocument,
  type PictureLayout,
  type ProductImage,
} from 'shared-contracts';
import { PUBLIC } from './first-answers';
import type { PreloadAsset } from './preload-assets';

/**
 * Where each page's largest picture comes from, in the order the page's answers are looked for:
 * the product page's large picture, the home hero's first slide, a listing's first card. Each is
 * the picture a phone's first screen is mostly filled with (Lighthouse's largest paint), and each
 * rule is the catalog's own (the same shared-contracts layout and choice of picture).
 */
const FIRST_PICTURES: ReadonlyArray<{
  call: string;
  layout: PictureLayout;
  picture: (answer: unknown) => ProductImage | undefined;
}> = [
  {
    call: `${PUBLIC}/get-product-by-id?`,
    layout: PRODUCT_MAIN_IMAGE,
    picture: (answer) => {
      const parsed = productByIdResponseSchema.safeParse(answer);
      return parsed.success ? parsed.data.responseData.data.prodImageList[0] : undefined;
    },
  },
  {
    call: `${PUBLIC}/get-default-approved-products`,
    layout: HERO_IMAGE,
    picture: (answer) => {
      const parsed = defaultProductsResponseSchema.safeParse(answer);
      return parsed.success ? heroPicture(parsed.data.responseData.data[0]) : undefined;
    },
  },
  {
    // A listing's first page: its first card. (On the home page the hero's rule comes first.)
    call: `${PUBLIC}/get-products-by-category-id?`,
    layout: CARD_IMAGE,
    picture: (answer) => {
      const parsed = productListResponseSchema.safeParse(answer);
      return parsed.success ? parsed.data.responseData.data[0]?.prodImageList[0] : undefined;
    },
  },
];

/**
 * The page's largest picture, preloaded with the very srcset and sizes the catalog draws it with,
 * so it downloads while the scripts do instead of after them, and first (the catalog's <img>
 * asks for it with a high priority too; a preload's own default is low). Read from the answers
 * the server put in the page; no answer, no picture: no preload.
 */
export function firstPicturePreload(document: InitialAnswersDocument): PreloadAsset | undefined {
  const calls = Object.entries(document.answers);
  for (const { call, layout, picture } of FIRST_PICTURES) {
    const answer = calls.find(([key]) => key.startsWith(call))?.[1];
    const image = answer === undefined ? undefined : picture(answer);
    if (!image) continue;
    return {
      as: 'image',
      href: imageSrc(image.imageURL),
      imageSrcSet: imageSrcSet(image.imageURL, layout.largest),
      imageSizes: layout.sizes,
      fetchPriority: 'high',
    };
  }
  return undefined;
}
