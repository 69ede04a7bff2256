import { catalogMigration } from './001-catalog';
import { accountsMigration } from './002-accounts';
import { ordersMigration } from './003-orders';
import { catalogExtrasMigration } from './004-catalog-extras';
import { releasesMigration } from './005-releases';
import { catalogChangesMigration } from './006-catalog-changes';
import { productNameSearchMigration } from './007-product-name-search';
import { stockChangesMigration } from './008-stock-changes';
import { filterCountsMigration } from './009-filter-counts';
import { withdrawnReleasesMigration } from './010-withdrawn-releases';
import { accountListsMigration } from './011-account-lists';
import { fallbackReportsMigration } from './012-fallback-reports';
import { orderIdempotencyKeysMigration } from './013-order-idempotency-keys';
import { listingAtScaleMigration } from './014-listing-at-scale';
import { filterStatisticsMigration } from './015-filter-statistics';
import { shopOrderIndexMigration } from './016-shop-order-index';
import { listingKeyColumnsMigration } from './017-listing-key-columns';
import { facetTagsMigration } from './018-facet-tags';
import { catalogWordsMigration } from './019-catalog-words';
import { nameWordsMigration } from './020-name-words';
import { imageViewsIndexMigration } from './021-image-views-index';
import { dropNameTrigramsMigration } from './022-drop-name-trigrams';
import { categoryFacetsIndexMigration } from './023-category-facets-index';
import { shopOrdersCarryNamesMigration } from './024-shop-orders-carry-names';
import { categoryOffersIndexMigration } from './025-category-offers-index';
import { categoryPriceCarriesFiltersMigration } from './026-category-price-carries-filters';
import { catalogWordPairsMigration } from './027-catalog-word-pairs';
import { wordFirstNamesMigration } from './028-word-first-names';
import { listingStretchesMigration } from './029-listing-stretches';
import { dropUnusedProductIndexesMigration } from './030-drop-unused-product-indexes';
import { productImageViewsMigration } from './031-product-image-views';
import { listingRowsMigration } from './032-listing-rows';
import { categoryTypesIndexMigration } from './033-category-types-index';
import { shopPriceCarriesFiltersMigration } from './034-shop-price-carries-filters';
import { shopNameCarriesFiltersMigration } from './035-shop-name-carries-filters';

/**
 * The migration history, oldest first. Never edit a migration that has shipped: add a new one
 * in its own file and append it here. Each is a list of single statements.
 */
export interface Migration {
  id: string;
  statements: string[];
  /** Run after the migrations are committed, outside any transaction (VACUUM). */
  afterwards?: string[];
}

export const MIGRATIONS: Migration[] = [
  catalogMigration,
  accountsMigration,
  ordersMigration,
  catalogExtrasMigration,
  releasesMigration,
  catalogChangesMigration,
  productNameSearchMigration,
  stockChangesMigration,
  filterCountsMigration,
  withdrawnReleasesMigration,
  accountListsMigration,
  fallbackReportsMigration,
  orderIdempotencyKeysMigration,
  listingAtScaleMigration,
  filterStatisticsMigration,
  shopOrderIndexMigration,
  listingKeyColumnsMigration,
  facetTagsMigration,
  catalogWordsMigration,
  nameWordsMigration,
  imageViewsIndexMigration,
  dropNameTrigramsMigration,
  categoryFacetsIndexMigration,
  shopOrdersCarryNamesMigration,
  categoryOffersIndexMigration,
  categoryPriceCarriesFiltersMigration,
  catalogWordPairsMigration,
  wordFirstNamesMigration,
  listingStretchesMigration,
  dropUnusedProductIndexesMigration,
  productImageViewsMigration,
  listingRowsMigration,
  categoryTypesIndexMigration,
  shopPriceCarriesFiltersMigration,
  shopNameCarriesFiltersMigration,
];
