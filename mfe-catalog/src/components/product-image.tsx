import {
  CARD_IMAGE,
  imageSrc,
  imageSrcSet,
  type ImageWidth,
  type ProductImage as Image,
} from 'shared-contracts';

interface Props {
  image: Image | undefined;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  largest?: ImageWidth;
  /** Above the fold: load at once, and first. */
  priority?: boolean;
  className?: string;
  onLoad?: () => void;
}

/** A product picture through the server's resizer, with its box reserved (width/height) so nothing jumps. */
export function ProductImage({
  image,
  alt,
  width,
  height,
  sizes = CARD_IMAGE.sizes,
  largest = CARD_IMAGE.largest,
  priority = false,
  className = 'cat-img',
  onLoad,
}: Props) {
  // No picture: an empty drawing of the picture's proportions holds its box. (Not a style
  // attribute: the server's HTML carries none, the page's CSP forbids them.)
  if (!image)
    return (
      <svg className={`${className} cat-img-none`} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" />
    );
  return (
    <img
      className={className}
      src={imageSrc(image.imageURL)}
      srcSet={imageSrcSet(image.imageURL, largest)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onLoad={onLoad}
    />
  );
}
