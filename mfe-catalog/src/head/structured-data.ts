import { routes, type Product } from 'shared-contracts';
import { stockState } from '../components/stock-status';

/** The product's condition in schema.org's terms. */
const CONDITION: Record<string, string> = {
  new: 'https://schema.org/NewCondition',
  'b-grade': 'https://schema.org/DamagedCondition',
  returned: 'https://schema.org/UsedCondition',
};

/** The stock as the page shows it (components/stock-status.tsx), in schema.org's terms. */
const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
  unknown: 'https://schema.org/OutOfStock',
} as const;

/** schema.org Product with its Offer: the price a signed-out visitor sees, in euro. */
export function productStructuredData(product: Product, origin: string): Record<string, unknown> {
  const url = `${origin}${routes.product(product)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    url,
    ...(product.description ? { description: product.description } : {}),
    image: product.prodImageList.map((image) => `${origin}${image.imageURL}?w=1080`),
    brand: { '@type': 'Brand', name: product.brand },
    itemCondition: CONDITION[product.condition] ?? CONDITION.new,
    ...(product.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.toFixed(2),
            priceCurrency: 'EUR',
            itemCondition: CONDITION[product.condition] ?? CONDITION.new,
            availability: AVAILABILITY[stockState(product)],
            ...(product.isSale && product.offerEndDate
              ? { priceValidUntil: product.offerEndDate.slice(0, 10) }
              : {}),
          },
        }),
  };
}

/** schema.org BreadcrumbList: the trail the page shows, each step with its absolute address. */
export function breadcrumbList(
  steps: ReadonlyArray<{ name: string; path: string }>,
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
