import { IMAGE_WIDTHS } from './constants';
import type { Product, ProductImage } from './entities/product';

/** The server resizes to IMAGE_WIDTHS only (others snap up), so only those widths are asked for. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function imageSrc(imageURL: string, width: ImageWidth = 640): string {
  return `${imageURL}?w=${width}`;
}

/** A srcset over the allowed widths up to `largest`, so the browser picks by layout and DPR. */
export function imageSrcSet(imageURL: string, largest: ImageWidth = 1080): string {
  return IMAGE_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${imageSrc(imageURL, width)} ${width}w`)
    .join(', ');
}

/** How a picture is drawn: the layout widths it takes (sizes) and the widest file worth asking for. */
export interface PictureLayout {
  sizes: string;
  largest: ImageWidth;
}

/**
 * The product page's large picture (its first view), which is what a phone's screen is filled
 * with first. The catalog draws it with these, and the server preloads it with the same, so the
 * browser takes the preloaded file for the picture instead of fetching another width.
 */
export const PRODUCT_MAIN_IMAGE = {
  sizes: '(max-width: 767px) 100vw, 50vw',
  largest: 1920,
} as const satisfies PictureLayout;

/** A product card's picture (grids and carousels): two columns on phones, up to five on desktops. */
export const CARD_IMAGE = {
  sizes: '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 240px',
  largest: 1080,
} as const satisfies PictureLayout;

/** The home page's hero: a product's lifestyle picture beside the slide's text. */
export const HERO_IMAGE = {
  sizes: '(max-width: 767px) 60vw, 40vw',
  largest: 2048,
} as const satisfies PictureLayout;

/** The picture a hero slide shows of its product: the lifestyle view, else the first one. */
export function heroPicture(product: Pick<Product, 'prodImageList'> | undefined): ProductImage | undefined {
  return (
    product?.prodImageList.find((image) => image.imageViewType === 'lifestyle') ?? product?.prodImageList[0]
  );
}
