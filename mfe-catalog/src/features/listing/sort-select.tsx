import { useIntl } from 'react-intl';
import { PRODUCT_SORTS, type ProductSort } from 'shared-contracts';

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const intl = useIntl();
  return (
    <label className="cat-sort">
      <span>{intl.formatMessage({ id: 'sort.label' })}</span>
      <select
        value={value}
        onChange={(event) => onChange(PRODUCT_SORTS.find((sort) => sort === event.target.value) ?? 'default')}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: `sort.${sort}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
