import type { Translation } from '@portal/contracts';
import type { en } from './en';

/** Français (Canada). */
export const fr: Translation<typeof en> = {
  nav: {
    claimsAdminHome: 'Accueil administrateur des demandes',
    viewProviders: 'Voir les fournisseurs',
    searchSubmissions: 'Rechercher des soumissions',
  },
  titles: {
    claimsAdminHome: 'Accueil administrateur des demandes',
    providers: 'Fournisseurs inscrits',
    searchSubmissions: 'Rechercher des soumissions',
  },
  pages: {
    claimsAdminHome: 'En tant qu’administrateur des demandes, vous pouvez consulter les fournisseurs, rechercher les soumissions et modifier leur statut. Les administrateurs des demandes ne se connectent pas en tant que fournisseurs.',
  },
};
