import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { HERO_IMAGE, heroPicture, routes, type Product } from 'shared-contracts';
import { Carousel } from '../../components/carousel';
import { ProductImage } from '../../components/product-image';
import { CAROUSEL_DEFAULT } from '../../lib/carousel-presets';

interface Slide {
  key: 'wholesale' | 'sale' | 'hospitality';
  to: string;
  product: Product | undefined;
}

/** The hero: the theme's default carousel (one slide, no loop, 400 ms, arrows and dots). */
export function HeroCarousel({ products }: { products: readonly Product[] }) {
  const intl = useIntl();
  const slides: Slide[] = [
    { key: 'wholesale', to: routes.shop(), product: products[0] },
    { key: 'sale', to: routes.sale(), product: products.find((p) => p.isSale) ?? products[1] },
    { key: 'hospitality', to: routes.category({ id: 2, name: 'Horecatextiel' }), product: products[2] },
  ];
  return (
    <section className="cat-hero" aria-label={intl.formatMessage({ id: 'home.heroLabel' })}>
      {/* It does not turn by itself: swiper waits until the shopper reaches for it. */}
      <Carousel options={CAROUSEL_DEFAULT} className="cat-slider-hero" start="on-reach" oneSlidePerView>
        {slides.map((slide, index) => {
          const image = heroPicture(slide.product);
          return (
            <div key={slide.key} className={`cat-hero-slide cat-hero-${slide.key}`}>
              <div className="cat-hero-text">
                <p className="cat-hero-kicker">{intl.formatMessage({ id: `hero.${slide.key}.kicker` })}</p>
                {index === 0 ? (
                  <h1 className="cat-hero-title">{intl.formatMessage({ id: `hero.${slide.key}.title` })}</h1>
                ) : (
                  <h2 className="cat-hero-title">{intl.formatMessage({ id: `hero.${slide.key}.title` })}</h2>
                )}
                <Link to={slide.to} className="cat-button">
                  {intl.formatMessage({ id: `hero.${slide.key}.cta` })}
                </Link>
              </div>
              <ProductImage
                className="cat-hero-img"
                image={image}
                alt=""
                width={640}
                height={720}
                sizes={HERO_IMAGE.sizes}
                largest={HERO_IMAGE.largest}
                priority={index === 0}
              />
            </div>
          );
        })}
      </Carousel>
    </section>
  );
}
