import { FormattedMessage } from 'react-intl';
import { LANGUAGES, parseLocale, useHydrated } from 'shared-contracts';
import { useLocale } from '../../i18n/locale-provider';

export function LanguageSelect() {
  const { locale, setLocale } = useLocale();
  // A language only changes with the page's scripts: until they have taken over the server's
  // HTML, the select waits (a choice made then would be lost).
  const hydrated = useHydrated();
  return (
    <label className="sh-language">
      <span className="sh-visually-hidden">
        <FormattedMessage id="header.language" />
      </span>
      <select
        value={locale}
        disabled={!hydrated}
        onChange={(event) => setLocale(parseLocale(event.target.value))}
        data-testid="language-select"
      >
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
