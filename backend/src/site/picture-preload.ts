import * as z from 'zod/mini';
import {
  CARD_IMAGE,
  HERO_IMAGE,
  heroPicture,
  imageSrc,
  imageSrcSet,
  PRODUCT_MAIN_IMAGE,
  productSchema,
  type PictureLayout,
  type ProductImage,
} from 'shared-contracts';
import { PUBLIC, type FirstAnswers } from './first-answers';
import type { PreloadAsset } from './preload-assets';

/** An answer's data, taken as it is: the answer is our own route's, checked as it was sent. */
const answerData = z.object({ responseData: z.object({ data: z.unknown() }) });
/** Of a product, only its pictures are read (all its other fields are not looked at). */
const pictured = z.pick(productSchema, { prodImageList: true });

/**
 * The pictures of the answer's product, or of the first product of its list: the other products
 * of a listing, which the page's largest picture never comes from, are not read at all (issue 9:
 * checking the whole listing was a sixteenth of the server's work for a category page).
 */
function firstProduct(answer: unknown): z.infer<typeof pictured> | undefined {
  const parsed = answerData.safeParse(answer);
  if (!parsed.success) return undefined;
  const { data } = parsed.data.responseData;
  const product = pictured.safeParse(Array.isArray(data) ? data[0] : data);
  return product.success ? product.data : undefined;
}

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
    picture: (answer) => firstProduct(answer)?.prodImageList[0],
  },
  {
    call: `${PUBLIC}/get-default-approved-products`,
    layout: HERO_IMAGE,
    picture: (answer) => heroPicture(firstProduct(answer)),
  },
  {
    // A listing's first page: its first card. (On the home page the hero's rule comes first.)
    call: `${PUBLIC}/get-products-by-category-id?`,
    layout: CARD_IMAGE,
    picture: (answer) => firstProduct(answer)?.prodImageList[0],
  },
];

function parsedOrUndefined(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * The page's largest picture, preloaded with the very srcset and sizes the catalog draws it with,
 * so it downloads while the scripts do instead of after them, and first (the catalog's <img>
 * asks for it with a high priority too; a preload's own default is low). Read from the answers
 * the server put in the page; no answer, no picture: no preload.
 */
export function firstPicturePreload({ answers }: FirstAnswers): PreloadAsset | undefined {
  const calls = [...answers];
  for (const { call, layout, picture } of FIRST_PICTURES) {
    const json = calls.find(([key]) => key.startsWith(call))?.[1];
    const image = json === undefined ? undefined : picture(parsedOrUndefined(json));
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
