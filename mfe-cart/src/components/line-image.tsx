import type { ProductImage } from 'shared-contracts';

/** The product's front picture at the smallest served width; decorative, the name is beside it. */
export function LineImage({ images, size = 64 }: { images: readonly ProductImage[]; size?: number }) {
  const front = images.find((image) => image.imageViewType === 'front') ?? images[0];
  if (!front)
    return <span className="cart-line-image cart-line-image-empty" style={{ width: size, height: size }} />;
  return (
    <img
      className="cart-line-image"
      src={`${front.imageURL}?w=640`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
