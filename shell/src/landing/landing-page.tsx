import { useTranslation } from '@portal/i18n';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { LanguageSwitch } from '../layouts/language-switch';
import { LandingFooter } from './landing-footer';

const MAIN_CONTENT_ID = 'main-content';

export interface LandingPageProps {
  readonly apiBaseUrl: string;
  readonly onSignInFailed: () => void;
}

/** The not-signed-in layout and login page of the app (AppFrame + LoginLanding), without router or store. */
export function LandingPage({ apiBaseUrl, onSignInFailed }: LandingPageProps) {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const [signingIn, setSigningIn] = useState(false);
  const title = t('landing.title');
  const appName = t('app.name');

  useEffect(() => {
    document.title = title === appName ? appName : `${title} – ${appName}`;
  }, [title, appName]);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };
  const signIn = () => {
    setSigningIn(true);
    import(/* webpackChunkName: "sign-in" */ './sign-in')
      .then((module) => module.signIn())
      .catch((error: unknown) => {
        console.error('Sign-in could not start', error);
        onSignInFailed();
      });
  };

  return (
    <div className="app-frame">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skipToMain}>
        {t('a11y.skipToContent')}
      </a>
      <header className="top-bar">
        <a href="/" className="top-bar__logo">
          <span aria-hidden="true" className="top-bar__mark">
            ✚
          </span>
          <span className="top-bar__name">{t('app.logo')}</span>
        </a>
        <div className="top-bar__actions">
          <LanguageSwitch />
        </div>
      </header>
      <div className="app-frame__body">
        <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="app-frame__main">
          <section className="ui-page">
            <h1>{title}</h1>
            <p>{t('landing.intro')}</p>
            <p>{t('landing.loginHint')}</p>
            <button type="button" className="ui-button ui-button--primary ui-button--large" disabled={signingIn} onClick={signIn}>
              {t('app.login')}
            </button>
          </section>
        </main>
      </div>
      <LandingFooter apiBaseUrl={apiBaseUrl} />
    </div>
  );
}
