import { changeLanguage, LANGUAGES, type Language } from '@portal/i18n';
import { useTranslation } from '@portal/i18n';

const LABELS: Record<Language, string> = { en: 'EN', 'fr-CA': 'FR' };
const NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('app.language')} className="language-switch">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={NAMES[language]}
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(i18n, language)}
        >
          {LABELS[language]}
        </button>
      ))}
    </div>
  );
}
