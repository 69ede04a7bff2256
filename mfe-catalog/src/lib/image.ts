export { imageSrc, imageSrcSet, type ImageWidth } from 'shared-contracts';

/** Card images: two columns on phones, up to five on desktops. */
export const CARD_SIZES = '(max-width: 575px) 50vw, (max-width: 991px) 33vw, 240px';
