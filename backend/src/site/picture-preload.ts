import {
  imageSrc,
  imageSrcSet,
  PRODUCT_MAIN_IMAGE,
  productByIdResponseSchema,
  PRODUCTS_PREFIX,
  type InitialAnswersDocument,
} from 'shared-contracts';
import type { PreloadAsset } from './preload-assets';

const PRODUCT_CALL = `${PRODUCTS_PREFIX}/public-products/get-product-by-id?`;

/**
 * The product page's large picture, preloaded with the very srcset and sizes the catalog draws it
 * with (PRODUCT_MAIN_IMAGE), so it downloads while the scripts do instead of after them. Read
 * from the product the server answered in the page; no answer, no picture: no preload.
 */
export function mainPicturePreload(document: InitialAnswersDocument): PreloadAsset | undefined {
  const answer = Object.entries(document.answers).find(([key]) => key.startsWith(PRODUCT_CALL))?.[1];
  const parsed = productByIdResponseSchema.safeParse(answer);
  const picture = parsed.success ? parsed.data.responseData.data.prodImageList[0] : undefined;
  if (!picture) return undefined;
  return {
    as: 'image',
    href: imageSrc(picture.imageURL),
    imageSrcSet: imageSrcSet(picture.imageURL, PRODUCT_MAIN_IMAGE.largest),
    imageSizes: PRODUCT_MAIN_IMAGE.sizes,
  };
}
