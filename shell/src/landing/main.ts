import { loadApp } from './load-app';
import { needsApp } from './needs-app';

// The sign-in landing's entry: no React, no federation runtime. A signed-in user, or any page but `/`,
// gets the federated app at once; a visitor on `/` gets the landing page (ADR 030).
if (needsApp(window.location.pathname, window.localStorage)) loadApp();
else void import(/* webpackChunkName: "page" */ './start-landing').then(({ startLanding }) => startLanding());
