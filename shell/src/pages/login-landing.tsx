import { useAuth } from '@portal/auth';
import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';
import { HomeRedirect } from '../routing/home-redirect';

export function LoginLanding() {
  const { t } = useTranslation();
  const { ready, user, signIn } = useAuth();
  if (user) return <HomeRedirect user={user} />;
  return (
    <Page title={t('landing.title')}>
      <p>{t('landing.intro')}</p>
      <p>{t('landing.loginHint')}</p>
      <button type="button" className="ui-button ui-button--primary ui-button--large" disabled={!ready} onClick={() => void signIn()}>
        {t('app.login')}
      </button>
    </Page>
  );
}
