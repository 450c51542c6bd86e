import { emailRequestPage } from './email-request-page';
import type { PageChrome } from './layout';
import { messagePage } from './message-page';
import { resetPage } from './reset-page';

const chrome: PageChrome = { locale: 'en', switchHref: '/forgot?lang=fr', portalUrl: 'http://portal.test/' };

describe('account pages', () => {
  it('asks for the e-mail address to reset a password or resend the confirmation', () => {
    const forgot = emailRequestPage({ chrome, kind: 'forgot' });
    expect(forgot).toContain('<h1>Reset your password</h1>');
    expect(forgot).toContain('action="/forgot"');
    const resend = emailRequestPage({
      chrome: { ...chrome, locale: 'fr' },
      kind: 'resend',
      email: 'x',
      error: 'Saisissez une adresse courriel valide.',
    });
    expect(resend).toContain('action="/confirm/resend"');
    expect(resend).toContain('aria-describedby="email-error" aria-invalid="true"');
    expect(resend).toContain('<html lang="fr-CA">');
  });

  it('carries the reset token and ties password errors to their fields', () => {
    const page = resetPage({ chrome, token: 'tok"en', errors: { password: 'weak' } });
    expect(page).toContain('<input type="hidden" name="token" value="tok&quot;en">');
    expect(page).toContain('<p id="password-error" class="field-error">weak</p>');
    expect(page).toContain('aria-describedby="password-error password-hint" aria-invalid="true" autofocus');
  });

  it('says one thing with an optional next step', () => {
    const page = messagePage({ chrome, title: 'Done', message: 'All good.', link: { href: '/next', label: 'Next' } });
    expect(page).toContain('<h1>Done</h1>');
    expect(page).toContain('<p><a href="/next">Next</a></p>');
    expect(page).toContain('<title>Done - Provider Portal</title>');
  });
});
