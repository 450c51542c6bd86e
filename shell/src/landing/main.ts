import { startIntlWarmUp } from '../intl-warm-up/start-intl-warm-up';
import { framedUsername, paintFramePlaceholder, storedFrameLanguage } from './frame-placeholder';
import { loadApp } from './load-app';
import { needsApp } from './needs-app';
import '../styles.css';

// The sign-in landing's entry: no React, no federation runtime. A signed-in user, or any page but `/`,
// gets the federated app at once (a role page its frame painted first); a visitor on `/` gets the
// landing page (ADR 030).
if (needsApp(window.location.pathname, window.localStorage)) {
  startIntlWarmUp();
  loadApp();
  const username = framedUsername(window.location.pathname, window.localStorage);
  const root = document.getElementById('root');
  if (username && root) paintFramePlaceholder(root, storedFrameLanguage(window.localStorage), username);
} else void import(/* webpackChunkName: "page" */ './start-landing').then(({ startLanding }) => startLanding());
