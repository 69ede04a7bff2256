import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'shared-contracts/react-router';
import {
  ALL_CATEGORIES_ID,
  isSearchAcceptable,
  MIN_SEARCH_WORD_LENGTH,
  routes,
  STORAGE_KEYS,
  type Product,
} from 'shared-contracts';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { CategorySelect } from './category-select';
import { SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';

/** The category the shopper last searched in (kept in this browser). */
function rememberedCategory(): number {
  const value = Number(localStorage.getItem(STORAGE_KEYS.category));
  return Number.isSafeInteger(value) && value > 0 ? value : ALL_CATEGORIES_ID;
}

/** Nothing to listen to: only this box writes the key, and it keeps a new choice in its own state. */
const noChanges = () => () => undefined;
const allCategories = () => ALL_CATEGORIES_ID;

/**
 * The remembered category: 'all categories' on the server, which cannot read this browser's
 * storage, and so at hydration too; the stored one right after.
 */
function useRememberedCategory(): number {
  return useSyncExternalStore(noChanges, rememberedCategory, allCategories);
}

/**
 * The header search box (an ARIA combobox): category select, text, suggestions under the field
 * (arrows move, Enter opens the highlighted product or searches, Escape closes), submit to /shop.
 * A search without a word of MIN_SEARCH_WORD_LENGTH characters is refused here with a message
 * under the field (the API would refuse it: shared-contracts' search.ts); sent without the page's
 * scripts, the listing says the same (mfe-catalog/src/features/listing/listing-page.tsx).
 */
export function HeaderSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const remembered = useRememberedCategory();
  const [chosen, setChosen] = useState<number>();
  const categoryId = chosen ?? remembered;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  // What was typed before the page hydrated: the suggestions follow it, and show under the field
  // when the shopper is still in it (its focus came before React could hear it).
  useTypedBeforeHydration(field, (typed) => {
    setText(typed);
    if (document.activeElement === field.current) setOpen(true);
  });
  const { products: suggestions, failed } = useSuggestions(text, categoryId);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const chooseCategory = (next: number) => {
    setChosen(next);
    localStorage.setItem(STORAGE_KEYS.category, String(next));
  };
  const openProduct = (product: Product) => {
    setOpen(false);
    navigate(routes.product(product));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    // The field's own text: the same as the state, also when typed before the page hydrated.
    const search = String(new FormData(event.currentTarget).get('search') ?? text).trim();
    if (!isSearchAcceptable(search)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    navigate(routes.shop({ search, categoryId }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (expanded ? (current + step + count) % count : step === 1 ? 0 : count - 1));
    } else if (event.key === 'Escape') {
      // An open list only closes (the search field would clear itself); a second Escape clears.
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      openProduct(suggestions[active]);
    }
  };

  return (
    // A plain GET form to /shop as well: before the page's scripts run (or without them), the
    // browser submits it itself, with the same query the script would navigate to.
    <form
      className="cat-search"
      role="search"
      action={routes.shop()}
      method="get"
      onSubmit={submit}
      data-testid="header-search"
    >
      <CategorySelect id={`${id}-category`} value={categoryId} onChange={chooseCategory} />
      <div className="cat-search-field">
        <input
          type="search"
          name="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? errorId : undefined}
          aria-label={intl.formatMessage({ id: 'search.placeholder' })}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          ref={field}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <SuggestionList
          id={listId}
          optionId={optionId}
          products={expanded ? suggestions : []}
          active={active}
          onChoose={openProduct}
        />
        {open && failed && (
          <p className="cat-suggestions-failed" role="status" data-testid="suggestions-failed">
            <FormattedMessage id="search.suggestionsFailed" />
          </p>
        )}
        {tooShort && (
          <p id={errorId} className="cat-search-error" role="alert" data-testid="search-too-short">
            <FormattedMessage id="search.tooShort" values={{ min: MIN_SEARCH_WORD_LENGTH }} />
          </p>
        )}
      </div>
      <button type="submit" className="cat-search-submit">
        {intl.formatMessage({ id: 'search.submit' })}
      </button>
    </form>
  );
}
