import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'shared-contracts/react-router';
import { ALL_CATEGORIES_ID, isSearchAcceptable, MIN_SEARCH_WORD_LENGTH, routes } from 'shared-contracts';

/**
 * The plain search form the header keeps when the catalog's search box cannot load (spec §2: a
 * category select whose first option is 'all categories', value 0; submitted as search and
 * categoryId to /shop). Suggestions are the catalog's; this form works without them. A search
 * without a word of MIN_SEARCH_WORD_LENGTH characters is refused as the catalog's box refuses it
 * (shared-contracts' search.ts).
 */
export function HeaderSearchFallback() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES_ID);
  const [tooShort, setTooShort] = useState(false);
  const errorId = `${useId()}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!isSearchAcceptable(search)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigate(routes.shop({ search, categoryId }));
  };

  return (
    <form className="sh-search" role="search" onSubmit={submit}>
      <label className="sh-visually-hidden" htmlFor="sh-search-category">
        <FormattedMessage id="header.search.category" />
      </label>
      <select
        id="sh-search-category"
        value={categoryId}
        onChange={(event) => setCategoryId(Number(event.target.value))}
      >
        <option value={ALL_CATEGORIES_ID}>{intl.formatMessage({ id: 'header.search.allCategories' })}</option>
      </select>
      <input
        type="search"
        name="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTooShort(false);
        }}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'header.search.placeholder' })}
        aria-invalid={tooShort || undefined}
        aria-describedby={tooShort ? errorId : undefined}
      />
      <button type="submit" className="sh-button">
        <FormattedMessage id="header.search.submit" />
      </button>
      {tooShort && (
        <p id={errorId} className="sh-search-error" role="alert">
          <FormattedMessage id="header.search.tooShort" values={{ min: MIN_SEARCH_WORD_LENGTH }} />
        </p>
      )}
    </form>
  );
}
