import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type Category, type Product } from 'shared-contracts';
import { ProductImage } from '../../components/product-image';

/** The top-level category a (sub)category belongs to. */
function rootOf(categoryId: number | undefined, byId: ReadonlyMap<number, Category>): number | undefined {
  let current = categoryId === undefined ? undefined : byId.get(categoryId);
  for (let depth = 0; current && current.parentCategoryId !== 0 && depth < 10; depth += 1) {
    current = byId.get(current.parentCategoryId);
  }
  return current?.id;
}

/** The top-level categories, each pictured by one of the home page's products from it. */
export function FeaturedCategories({
  categories,
  products,
}: {
  categories: readonly Category[];
  products: readonly Product[];
}) {
  const intl = useIntl();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pictures = new Map<number, Product>();
  for (const product of products) {
    const root = rootOf(product.categoryId, byId);
    if (root !== undefined && !pictures.has(root)) pictures.set(root, product);
  }
  const topLevel = categories.filter((category) => category.parentCategoryId === 0);
  return (
    <section className="cat-featured" aria-labelledby="cat-featured-title">
      <h2 id="cat-featured-title" className="cat-section-title">
        {intl.formatMessage({ id: 'home.categories' })}
      </h2>
      <ul className="cat-featured-list">
        {topLevel.map((category) => (
          <li key={category.id}>
            <Link to={routes.category(category)} className="cat-featured-tile">
              <ProductImage
                image={pictures.get(category.id)?.prodImageList[0]}
                alt=""
                width={320}
                height={360}
                sizes="(max-width: 575px) 50vw, (max-width: 991px) 25vw, 150px"
                largest={640}
              />
              <span className="cat-featured-name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
