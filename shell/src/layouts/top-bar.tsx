import { useAuth } from '@portal/auth';
import { useTranslation } from '@portal/i18n';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';

/** Logo, language switch and, signed in, the username and Logout: all of it stays visible on a phone. */
export function TopBar() {
  const { t } = useTranslation();
  const { user, username, signOut } = useAuth();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__logo">
        <span aria-hidden="true" className="top-bar__mark">✚</span>
        {/* On a phone only the mark shows; the link keeps its name. */}
        <span className="top-bar__name">{t('app.logo')}</span>
      </Link>
      <div className="top-bar__actions">
        <LanguageSwitch />
        {user && (
          <>
            <span className="top-bar__user" title={username ?? undefined}>
              {username}
            </span>
            <button type="button" className="ui-button" onClick={() => void signOut()}>
              {t('app.logout')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
