/**
 * The shell's strings the frame placeholder shows, in both languages. A copy of `@portal/i18n`'s (whose
 * resources would add 5 KB to every page's first script); frame-placeholder.spec.ts fails when they differ.
 */
export const FRAME_STRINGS = {
  en: {
    skipToContent: 'Skip to main content',
    logo: 'Benefits Administrator',
    language: 'Language',
    logout: 'Logout',
    mainNav: 'Main',
    loading: 'Loading…',
    footerNav: 'Footer',
    faq: 'FAQ',
    privacy: 'Privacy Policy',
    accessibility: 'Accessibility',
    offices: 'Our offices',
    tel: 'Tel',
    tollFree: 'Toll-free',
    fax: 'Fax',
    contact: 'Leave a message',
  },
  'fr-CA': {
    skipToContent: 'Passer au contenu principal',
    logo: 'Administrateur des avantages sociaux',
    language: 'Langue',
    logout: 'Déconnexion',
    mainNav: 'Principal',
    loading: 'Chargement…',
    footerNav: 'Pied de page',
    faq: 'FAQ',
    privacy: 'Politique de confidentialité',
    accessibility: 'Accessibilité',
    offices: 'Nos bureaux',
    tel: 'Tél.',
    tollFree: 'Sans frais',
    fax: 'Téléc.',
    contact: 'Laisser un message',
  },
} as const;

export type FrameLanguage = keyof typeof FRAME_STRINGS;

/** Where each string comes from in `@portal/i18n`'s resources. */
export const FRAME_KEYS: Record<keyof (typeof FRAME_STRINGS)['en'], string> = {
  skipToContent: 'a11y.skipToContent',
  logo: 'app.logo',
  language: 'app.language',
  logout: 'app.logout',
  mainNav: 'app.mainNav',
  loading: 'app.loading',
  footerNav: 'footer.nav',
  faq: 'footer.faq',
  privacy: 'footer.privacy',
  accessibility: 'footer.accessibility',
  offices: 'footer.offices',
  tel: 'footer.tel',
  tollFree: 'footer.tollFree',
  fax: 'footer.fax',
  contact: 'contact.open',
};
