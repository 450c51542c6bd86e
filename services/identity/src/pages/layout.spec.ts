import { createHash } from 'node:crypto';
import { html } from './html';
import { layout, STYLE_HASH_SOURCE } from './layout';

describe('layout', () => {
  const page = layout({
    title: 'Titre',
    body: html`<h1>Titre</h1>`,
    chrome: { locale: 'fr', switchHref: '/x?lang=en', portalUrl: 'https://portal.example.ca/' },
  });

  it('inlines exactly the stylesheet its CSP hash allows', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(`'sha256-${createHash('sha256').update(style).digest('base64')}'`).toBe(STYLE_HASH_SOURCE);
  });

  it('sets the language and offers the other one and the way back to the portal', () => {
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<title>Titre - Portail des fournisseurs</title>');
    expect(page).toContain('<a href="https://portal.example.ca/">Retour au Portail des fournisseurs</a>');
    expect(page).toContain('<a href="/x?lang=en" lang="en" hreflang="en">English</a>');
  });
});
