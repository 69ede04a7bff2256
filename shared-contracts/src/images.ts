import { IMAGE_WIDTHS } from './constants';

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

/**
 * The product page's large picture (its first view), which is what a phone's screen is filled
 * with first. The catalog draws it with these, and the server preloads it with the same, so the
 * browser takes the preloaded file for the picture instead of fetching another width.
 */
export const PRODUCT_MAIN_IMAGE = {
  sizes: '(max-width: 767px) 100vw, 50vw',
  largest: 1920,
} as const satisfies { sizes: string; largest: ImageWidth };
