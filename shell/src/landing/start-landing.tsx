import { createI18n, I18nProvider } from '@portal/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApp } from './load-app';
import { LandingPage } from './landing-page';
import { readLandingConfig } from './landing-config';
import '../styles.css';

/** Renders the sign-in landing; the app takes over when the config is missing or maintenance is on. */
export async function startLanding(): Promise<void> {
  const [i18n, config] = await Promise.all([createI18n(), readLandingConfig()]);
  if (!config || config.maintenance) return loadApp();
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  // A configuration the sign-in cannot use: the app shows its configuration error page.
  const onSignInFailed = () => {
    root.unmount();
    loadApp();
  };
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LandingPage apiBaseUrl={config.apiBaseUrl} onSignInFailed={onSignInFailed} />
      </I18nProvider>
    </StrictMode>,
  );
}
