import { routes, type Product } from 'shared-contracts';

const CONDITION: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  'b-grade': 'https://schema.org/DamagedCondition',
  returned: 'https://schema.org/UsedCondition',
};

export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = `${origin}${routes.product(product)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    ...(product.description ? { description: product.description } : {}),
    image: product.prodImageList.map((image) => `${origin}${image.imageURL}?w=1080`),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.toFixed(2),
            priceCurrency: 'EUR',
            itemCondition: CONDITION[product.condition] ?? CONDITION.new,
            availability:
              product.number && product.number > 0
                ? 'https://schema.org/InStock'
                : 'https://schema.org/OutOfStock',
            ...(product.isSale && product.offerEndDate
              ? { priceValidUntil: product.offerEndDate.slice(0, 10) }
              : {}),
          },
        }),
  };
}

/**
 * schema.org Product/Offer data for search engines, as a data block the browser never executes,
 * in the HTML the server sends. `<` is escaped so a product name can never close the script element.
 */
export function ProductJsonLd({ product, origin }: { product: Product; origin: string }) {
  const json = JSON.stringify(productJsonLd(product, origin)).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      data-testid="product-json-ld"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
