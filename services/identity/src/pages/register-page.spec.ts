import type { PageChrome } from './layout';
import { registerPage } from './register-page';

const chrome: PageChrome = { locale: 'en', switchHref: '/register?uid=legacy-1&lang=fr', portalUrl: 'http://portal.test/' };

describe('register page', () => {
  it('keeps the legacy uid and the language in hidden fields and states the password rule', () => {
    const page = registerPage({ chrome, uid: 'legacy-"1"' });
    expect(page).toContain('<input type="hidden" name="uid" value="legacy-&quot;1&quot;">');
    expect(page).toContain('<input type="hidden" name="lang" value="en">');
    for (const label of ['Username', 'E-mail address', 'Password', 'Confirm the password'])
      expect(page).toContain(`>${label}</label>`);
    expect(page).toContain('id="password-hint" class="hint">At least 8 characters');
    expect(page).toContain('aria-describedby="password-hint"');
    expect(page).not.toContain('role="alert"');
  });

  it('ties each error to its field, keeps what was typed but never the passwords, and focuses the first error', () => {
    const page = registerPage({
      chrome,
      uid: '',
      values: { username: 'me', email: 'bad' },
      errors: { email: 'Enter a valid e-mail address.', confirm: 'The passwords do not match.' },
    });
    expect(page).not.toContain('name="uid"');
    expect(page).toContain('role="alert">Correct the fields marked below.</p>');
    expect(page).toMatch(/id="email"[^>]*value="bad" aria-describedby="email-error" aria-invalid="true" autofocus>/);
    expect(page).toContain('<p id="email-error" class="field-error">Enter a valid e-mail address.</p>');
    expect(page).toMatch(/id="confirm"[^>]*aria-describedby="confirm-error" aria-invalid="true">/);
    expect(page).toMatch(/id="username"[^>]*value="me">/);
    expect(page.match(/autofocus/g)).toHaveLength(1);
  });

  it('speaks French', () => {
    const page = registerPage({ chrome: { ...chrome, locale: 'fr' }, uid: '' });
    expect(page).toContain('<h1>Créez votre compte du Portail des fournisseurs</h1>');
    expect(page).toContain('>Adresse courriel</label>');
  });
});
