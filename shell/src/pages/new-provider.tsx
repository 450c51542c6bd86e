import { Page } from '@portal/ui';
import { useTranslation } from '@portal/i18n';
import { useParams } from 'react-router';
import { useRuntimeConfig } from '../config/runtime-config-context';

/** Legacy profile welcome: registration happens at the identity service, keeping the old uid. */
export function NewProviderPage() {
  const { t, i18n } = useTranslation();
  const { issuer } = useRuntimeConfig();
  const { uid = '' } = useParams();
  const registerUrl = new URL('register', issuer.endsWith('/') ? issuer : `${issuer}/`);
  registerUrl.searchParams.set('uid', uid);
  registerUrl.searchParams.set('lang', i18n.language);
  return (
    <Page title={t('titles.newProvider')}>
      <p>{t('newProvider.intro')}</p>
      <p>{t('newProvider.prefill')}</p>
      <p>
        <a className="ui-button ui-button--primary" href={registerUrl.href}>
          {t('newProvider.register')}
        </a>
      </p>
      <h2>{t('newProvider.termsTitle')}</h2>
      <p>{t('newProvider.terms')}</p>
    </Page>
  );
}
