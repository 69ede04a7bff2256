import { useIntl } from 'react-intl';
import { PRODUCT_SORTS, useHydrated, type ProductSort } from 'shared-contracts';

const toSort = (chosen: string): ProductSort => PRODUCT_SORTS.find((sort) => sort === chosen) ?? 'default';

/**
 * The listing's sort. It works through its handler only (it is in no form), so it is disabled
 * until the page has hydrated: a choice made before would show in the select and do nothing.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <label className="cat-sort">
      <span>{intl.formatMessage({ id: 'sort.label' })}</span>
      <select value={value} disabled={!hydrated} onChange={(event) => onChange(toSort(event.target.value))}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `sort.${sort}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
