import { impersonationPage } from './impersonation-page';

const chrome = { locale: 'en' as const, switchHref: '/x?lang=fr', portalUrl: 'http://portal.test/' };

describe('impersonationPage', () => {
  it('names the provider, posts back to itself and offers a way back', () => {
    const page = impersonationPage({
      chrome,
      provider: 'provider<2>',
      action: '/Impersonate/p-1/?returnUrl=http%3A%2F%2Fportal.test%2F',
      cancelHref: 'http://portal.test/admin-providers',
    });
    expect(page).toContain('<h1>Act as this provider?</h1>');
    expect(page).toContain('as provider&lt;2&gt;, for at most 30 minutes');
    expect(page).toContain('<form method="post" action="/Impersonate/p-1/?returnUrl=http%3A%2F%2Fportal.test%2F">');
    expect(page).toContain('<a href="http://portal.test/admin-providers">Cancel and return to the portal</a>');
  });

  it('speaks French', () => {
    const page = impersonationPage({ chrome: { ...chrome, locale: 'fr' }, provider: 'provider', action: '/a', cancelHref: '/b' });
    expect(page).toContain('Agir au nom de ce fournisseur ?');
    expect(page).toContain('Annuler et revenir au portail');
  });
});
