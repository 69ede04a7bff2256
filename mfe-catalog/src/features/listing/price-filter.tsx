import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRICE_FILTER_MAX_DEFAULT } from 'shared-contracts';
import { isPriceRange, priceRangeRefused, type ListingState } from './listing-state';

interface Props {
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
}

/**
 * Price range in euros incl. VAT, 0 to 1000 by default (spec §9). Applied on submit, and refused
 * with a message (nothing changes) when the minimum is above the maximum; the same message when the
 * address holds such a range (the form sent before the page's code ran: listing-state.ts).
 */
export function PriceFilter({ state, onChange }: Props) {
  const intl = useIntl();
  const [min, setMin] = useState(String(state.minPrice ?? 0));
  const [max, setMax] = useState(String(state.maxPrice ?? PRICE_FILTER_MAX_DEFAULT));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState({ min: state.minPrice, max: state.maxPrice });
  // The address can change underneath (back/forward, clear filters): the fields follow it.
  if (shown.min !== state.minPrice || shown.max !== state.maxPrice) {
    setShown({ min: state.minPrice, max: state.maxPrice });
    setMin(String(state.minPrice ?? 0));
    setMax(String(state.maxPrice ?? PRICE_FILTER_MAX_DEFAULT));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = min.trim() === '' ? 0 : Number(min);
    const high = max.trim() === '' ? PRICE_FILTER_MAX_DEFAULT : Number(max);
    if (!isPriceRange(low, high)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({
      minPrice: low > 0 ? low : undefined,
      maxPrice: high !== PRICE_FILTER_MAX_DEFAULT ? high : undefined,
    });
  };

  return (
    <form className="cat-price-filter" onSubmit={submit} noValidate>
      <fieldset>
        <legend>
          <FormattedMessage id="filters.price" />
        </legend>
        <label>
          <span>{intl.formatMessage({ id: 'filters.priceMin' })}</span>
          <input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            name="minPrice"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </label>
        <label>
          <span>{intl.formatMessage({ id: 'filters.priceMax' })}</span>
          <input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            name="maxPrice"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </label>
        <button type="submit" className="cat-button-secondary">
          <FormattedMessage id="filters.apply" />
        </button>
      </fieldset>
      {(invalid || priceRangeRefused(state)) && (
        <p className="cat-field-error" role="alert">
          <FormattedMessage id="filters.priceInvalid" />
        </p>
      )}
    </form>
  );
}
