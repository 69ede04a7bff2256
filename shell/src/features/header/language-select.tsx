import { FormattedMessage } from 'react-intl';
import { LANGUAGES, parseLocale } from 'shared-contracts';
import { useLocale } from '../../i18n/locale-provider';

export function LanguageSelect() {
  const { locale, setLocale } = useLocale();
  return (
    <label className="sh-language">
      <span className="sh-visually-hidden">
        <FormattedMessage id="header.language" />
      </span>
      <select
        value={locale}
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
