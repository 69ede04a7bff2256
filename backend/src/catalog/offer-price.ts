import { OFFER_COUNTDOWN_DEFAULT_DATE } from 'shared-contracts';

/**
 * The one owner of 'the price that holds now' (spec §4, offer countdown). While a product is on
 * sale, price_cents is its offer price and old_price_cents its regular price (seed/generate-product.ts,
 * import/write-product.ts). The offer ends at offer_end_date, or at the countdown's default date
 * when it has none: the moment the product page shows 'Product Selling Finished!'
 * (mfe-catalog/src/lib/use-countdown.ts); from then on the regular price holds, in the listing, its
 * filters and sort, the detail, the sale page and its counts, the re-price and the order.
 *
 * now() is the start of the statement's transaction, so every product of one order or re-price is
 * priced at one and the same moment.
 */
const DEFAULT_END = new Date(OFFER_COUNTDOWN_DEFAULT_DATE).toISOString();

/** SQL: when the offer of product row `p` ends (null when it has none); a constant, so safe to inline. */
export const offerEnd = (p: string) =>
  `CASE WHEN ${p}.is_sale THEN coalesce(${p}.offer_end_date, '${DEFAULT_END}'::timestamptz) END`;

/** SQL: the offer of product row `p` runs now (false for a product not on sale). */
export const offerRuns = (p: string) => `coalesce(${offerEnd(p)} > now(), false)`;

/** SQL: the unit price in cents (incl. VAT) that holds now: the offer price while the offer runs, else the regular one. */
export const priceNow = (p: string) =>
  `CASE WHEN ${p}.is_sale AND NOT ${offerRuns(p)} THEN coalesce(${p}.old_price_cents, ${p}.price_cents)
        ELSE ${p}.price_cents END`;

/**
 * SQL: the nearest end of an offer as listed (migration 014's listed_until): until then no price
 * changes by the clock. It may lie in the past, for an offer that has ended and whose listed
 * columns were not set again yet: queries/offer-clock.ts then settles them first.
 */
export const NEXT_OFFER_END_SQL = 'SELECT min(listed_until) AS next_end, now() AS db_now FROM products';

/** SQL: sets the listed columns of offers that have ended again (the trigger of migration 014 recomputes them). */
export const SETTLE_ENDED_OFFERS_SQL = 'UPDATE products SET listed_until = NULL WHERE listed_until <= now()';

/**
 * SQL for the columns migration 014 keeps (its trigger, over row `p`, usually NEW): when the
 * running offer ends (null when none runs) and the price that holds now. They are true from the
 * write until the offer ends; queries/offer-clock.ts sets them again at that moment, so the
 * listing may sort and filter on them (queries/list-products.ts).
 */
export const LISTED_UNTIL_SQL = (p: string) => `CASE WHEN ${offerRuns(p)} THEN ${offerEnd(p)} END`;
export const LISTED_PRICE_SQL = priceNow;
