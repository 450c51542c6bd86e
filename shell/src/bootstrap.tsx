import { createI18n } from '@portal/i18n';
import { yieldToMain } from '@portal/ui/start-up';
import { loadRuntimeConfig } from './config/runtime-config';
import './styles.css';

/**
 * A stage of the start-up: its modules evaluated in a task of their own (ADR 045). The imports are eager
 * (this chunk, no request of their own), so only their evaluation waits for the stage.
 */
const stage = async <Module,>(load: () => Promise<Module>): Promise<Module> => {
  await yieldToMain();
  const module = await load();
  await yieldToMain();
  return module;
};

// No long task between the first paint and a usable page: each stage's modules, then its work, in tasks
// of their own. A failure anywhere shows why in place of the app, as it did before the stages.
const start = async () => {
  // This chunk's script (react-dom's compile) and i18next's start: two tasks.
  await yieldToMain();
  const i18n = await createI18n();
  try {
    const config = await loadRuntimeConfig();
    // RTK Query's modules, then the API slice built with them: one task each, not one of both.
    await stage(() => import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'));
    const { connectApi } = await stage(() => import(/* webpackMode: "eager" */ './start-up/connect-api'));
    const { session, store } = connectApi(config, i18n);
    const { prefetchOffices } = await stage(() => import(/* webpackMode: "eager" */ './start-up/prefetch-offices'));
    prefetchOffices(store);
    const { remoteRegistryFor } = await stage(() => import(/* webpackMode: "eager" */ './start-up/remote-registry-for'));
    const registry = remoteRegistryFor(config, i18n);
    await stage(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
    const { renderApp } = await stage(() => import(/* webpackMode: "eager" */ './start-up/render-app'));
    renderApp({ config, i18n, store, session, registry });
  } catch (error) {
    const { renderConfigError } = await import(/* webpackMode: "eager" */ './start-up/render-app');
    renderConfigError(i18n, error instanceof Error ? error.message : String(error));
  }
};

void start();
