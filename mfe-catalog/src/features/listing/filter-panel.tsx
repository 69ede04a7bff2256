import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFilters } from 'shared-contracts';
import { FACETS, type Facet, type ListingKind, type ListingState } from './listing-state';
import { PriceFilter } from './price-filter';

interface Props {
  kind: ListingKind;
  filters: ProductFilters | undefined;
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
}

const FACET_KEY: Record<Facet, keyof ProductFilters> = {
  color: 'colors',
  size: 'sizes',
  brand: 'brands',
  type: 'types',
};

/** Facets with the counts get-product-filters gives for the category; several values per facet. */
export function FilterPanel({ kind, filters, state, onChange }: Props) {
  const intl = useIntl();
  const toggle = (facet: Facet, value: string) => {
    const chosen = state.facets[facet];
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    onChange({ facets: { ...state.facets, [facet]: next } });
  };
  const active =
    FACETS.some((facet) => state.facets[facet].length > 0) ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    (kind !== 'sale' && state.sale);

  return (
    <div className="cat-filters" aria-label={intl.formatMessage({ id: 'filters.title' })} role="region">
      {active && (
        <button
          type="button"
          className="cat-link-button"
          onClick={() =>
            onChange({
              facets: { color: [], size: [], brand: [], type: [] },
              minPrice: undefined,
              maxPrice: undefined,
              sale: kind === 'sale',
            })
          }
        >
          <FormattedMessage id="filters.clear" />
        </button>
      )}
      {kind !== 'sale' && (
        <label className="cat-check cat-filter-sale">
          <input type="checkbox" checked={state.sale} onChange={() => onChange({ sale: !state.sale })} />
          <FormattedMessage id="filters.sale" />
          {filters && <span className="cat-facet-count">({filters.saleCount})</span>}
        </label>
      )}
      <PriceFilter state={state} onChange={onChange} />
      {FACETS.map((facet) => {
        const values = filters?.[FACET_KEY[facet]];
        if (!Array.isArray(values) || values.length === 0) return null;
        return (
          <details key={facet} className="cat-facet" open={state.facets[facet].length > 0 || undefined}>
            <summary>
              <FormattedMessage id={`filters.${facet}`} />
            </summary>
            <fieldset>
              <legend className="cat-visually-hidden">
                <FormattedMessage id={`filters.${facet}`} />
              </legend>
              {values.map(({ value, count }) => (
                <label key={value} className="cat-check">
                  <input
                    type="checkbox"
                    name={facet}
                    value={value}
                    checked={state.facets[facet].includes(value)}
                    onChange={() => toggle(facet, value)}
                  />
                  {value} <span className="cat-facet-count">({count})</span>
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
