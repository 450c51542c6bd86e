import { needsApp } from './needs-app';

const storageWith = (...keys: string[]): Storage => {
  window.localStorage.clear();
  for (const key of keys) window.localStorage.setItem(key, '{}');
  return window.localStorage;
};

describe('landing or app', () => {
  it('keeps a visitor on / on the landing', () => {
    expect(needsApp('/', storageWith('portal.language'))).toBe(false);
  });

  it('starts the app for a signed-in user, even on /', () => {
    expect(needsApp('/', storageWith('oidc.user:http://localhost:3001:portal-shell'))).toBe(true);
  });

  it('starts the app on every other path', () => {
    for (const path of ['/dashboard', '/auth/callback', '/maintenance', '/faq', '/no-such-page']) {
      expect(needsApp(path, storageWith())).toBe(true);
    }
  });
});
