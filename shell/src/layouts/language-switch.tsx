import { changeLanguage, LANGUAGES, type Language } from '@portal/i18n';
import { useTranslation } from '@portal/i18n';

const LABELS: Record<Language, string> = { en: 'EN', 'fr-CA': 'FR' };
/** Each language named in itself, so it is recognisable whichever language the page is in. */
const NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

/**
 * EN / FR toggle buttons. The accessible name starts with the visible text ("EN English",
 * "FR Français"; WCAG 2.5.3 label in name), the language's own name following it for screen readers.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('app.language')} className="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(i18n, language)}
        >
          {LABELS[language]}
          <span className="visually-hidden"> {NAMES[language]}</span>
        </button>
      ))}
    </div>
  );
}
