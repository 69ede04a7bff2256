import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_SORTS, type ProductSort } from 'shared-contracts';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

const toSort = (chosen: string): ProductSort => PRODUCT_SORTS.find((sort) => sort === chosen) ?? 'default';

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const intl = useIntl();
  const field = useRef<HTMLSelectElement>(null);
  // A sort chosen before the page hydrated is applied once it has.
  useTypedBeforeHydration(field, (chosen) => {
    if (toSort(chosen) !== value) onChange(toSort(chosen));
  });
  return (
    <label className="cat-sort">
      <span>{intl.formatMessage({ id: 'sort.label' })}</span>
      <select ref={field} value={value} onChange={(event) => onChange(toSort(event.target.value))}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `sort.${sort}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
