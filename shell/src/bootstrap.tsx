import type { RuntimeConfig } from '@portal/contracts';
import { createI18n } from '@portal/i18n';
import { loadRuntimeConfig } from './config/runtime-config';
import { yieldToMain } from './start-up/yield-to-main';
import './styles.css';

// The start-up in stages, each its own task, so that no long task stands between the first paint and a
// usable page (ADR 045). A stage's modules run when it imports them; the imports are eager (this chunk,
// no request of their own), so only their evaluation waits.
const start = async () => {
  const i18n = await createI18n();
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const { renderConfigError } = await import(/* webpackMode: "eager" */ './start-up/render-app');
    renderConfigError(i18n, error instanceof Error ? error.message : String(error));
    return;
  }
  await yieldToMain();
  const { connectApi } = await import(/* webpackMode: "eager" */ './start-up/connect-api');
  const { session, store } = connectApi(config, i18n);
  await yieldToMain();
  const { remoteRegistryFor } = await import(/* webpackMode: "eager" */ './start-up/remote-registry-for');
  const registry = remoteRegistryFor(config, i18n);
  await yieldToMain();
  // React DOM's modules in a task of their own, then the app's.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { renderApp } = await import(/* webpackMode: "eager" */ './start-up/render-app');
  await yieldToMain();
  renderApp({ config, i18n, store, session, registry });
};

void start();
