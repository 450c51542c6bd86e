import type { PageChrome } from './layout';
import { loginPage } from './login-page';

const en: PageChrome = { locale: 'en', switchHref: '/interaction/abc?lang=fr', portalUrl: 'http://portal.test/' };
const fr: PageChrome = { locale: 'fr', switchHref: '/interaction/abc?lang=en', portalUrl: 'http://portal.test/' };
const links = { register: '/register?lang=en', forgot: '/forgot?lang=en', resend: '/confirm/resend?lang=en' };

describe('login page', () => {
  it('labels its fields and button for assistive technology', () => {
    const page = loginPage({ chrome: en, action: '/interaction/abc/login', links });
    expect(page).toContain('<html lang="en-CA">');
    expect(page).toContain('<h1>Sign in to the Provider Portal</h1>');
    expect(page).toContain('<label for="username">Username</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('<button type="submit">Sign in</button>');
    expect(page).toContain('action="/interaction/abc/login"');
    expect(page).not.toContain('role="alert"');
  });

  it('links to sign-up, password reset, the other language and the portal', () => {
    const page = loginPage({ chrome: en, action: '/x', links });
    expect(page).toContain('<a href="/forgot?lang=en">Forgot password?</a>');
    expect(page).toContain('<a href="/register?lang=en">Create an account</a>');
    expect(page).toContain('<a href="/interaction/abc?lang=fr" lang="fr" hreflang="fr">Français</a>');
    expect(page).toContain('<a href="http://portal.test/">Return to the Provider Portal</a>');
  });

  it('shows the error as an alert tied to the fields, keeping the escaped username', () => {
    const page = loginPage({ chrome: en, action: '/x', username: '<b>"me"</b>', error: 'invalidCredentials', links });
    expect(page).toContain('role="alert">Invalid username or password.</p>');
    expect(page).toContain('value="&lt;b&gt;&quot;me&quot;&lt;/b&gt;"');
    expect(page).not.toContain('<b>"me"</b>');
    expect(page.match(/aria-describedby="login-error"/g)).toHaveLength(2);
  });

  it('tells an unconfirmed account how to get a new confirmation link', () => {
    const page = loginPage({ chrome: en, action: '/x', username: 'me', error: 'unconfirmed', links });
    expect(page).toContain('Confirm your e-mail address before signing in');
    expect(page).toContain('<a href="/confirm/resend?lang=en">Send the confirmation e-mail again</a>');
  });

  it('says how long to wait after too many attempts, in whole minutes', () => {
    const page = (chrome: PageChrome, retryAfter: number) =>
      loginPage({ chrome, action: '/x', error: 'tooManyAttempts', retryAfter, links });
    expect(page(en, 45)).toContain('role="alert">Too many failed sign-in attempts. Try again in 1 minute.</p>');
    expect(page(en, 121)).toContain('Try again in 3 minutes.');
    expect(page(fr, 900)).toContain('Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.');
  });

  it('speaks French', () => {
    const page = loginPage({ chrome: fr, action: '/x', error: 'invalidCredentials', links });
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<h1>Connexion au Portail des fournisseurs</h1>');
    expect(page).toContain('Nom d&#39;utilisateur ou mot de passe invalide.');
    expect(page).toContain('>English</a>');
  });
});
