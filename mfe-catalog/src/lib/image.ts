import { IMAGE_WIDTHS } from 'shared-contracts';

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

/** Card images: two columns on phones, up to five on desktops. */
export const CARD_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 240px';
