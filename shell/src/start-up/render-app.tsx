import { I18nProvider } from '@portal/i18n';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from '../app/app';
import { ConfigError } from '../config/config-error';

const root = () => createRoot(document.getElementById('root') as HTMLElement);

/** Renders the app in a transition: React renders it in slices of a few milliseconds, not one long task. */
export const renderApp = (props: AppProps): void => {
  const appRoot = root();
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <App {...props} />
      </StrictMode>,
    ),
  );
};

/** What the page shows when `/config.json` cannot be read. */
export const renderConfigError = (i18n: I18n, reason: string): void =>
  root().render(
    <I18nProvider i18n={i18n}>
      <ConfigError reason={reason} />
    </I18nProvider>,
  );
