import { useIntl } from 'react-intl';
import { ALL_CATEGORIES_ID } from 'shared-contracts';
import { getCategories } from '../../api/get-categories';
import { api } from '../../lib/api-client';
import { useRequest } from '../../lib/use-request';

/** Spec §2: 'all categories' (value 0) first, then the top-level categories. */
export function CategorySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (id: number) => void;
}) {
  const intl = useIntl();
  // Asked once the header is in the browser: the server draws 'all categories' alone.
  const categories = useRequest('categories', (signal) => getCategories(api, signal));
  const topLevel =
    categories.status === 'success' ? categories.data.filter((c) => c.parentCategoryId === 0) : [];
  return (
    <>
      <label className="cat-visually-hidden" htmlFor={id}>
        {intl.formatMessage({ id: 'search.category' })}
      </label>
      <select
        id={id}
        name="categoryId"
        className="cat-search-category"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value={ALL_CATEGORIES_ID}>{intl.formatMessage({ id: 'search.allCategories' })}</option>
        {topLevel.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
        {/* A remembered category shows even before (or without) the list. */}
        {value !== ALL_CATEGORIES_ID && !topLevel.some((c) => c.id === value) && (
          <option value={value}>…</option>
        )}
      </select>
    </>
  );
}
