import type { Translation } from '@portal/contracts';
import type { en } from './en';

/** Français (Canada). */
export const fr: Translation<typeof en> = {
  nav: {
    claimsAdminHome: 'Accueil administrateur des demandes',
    viewProviders: 'Voir les fournisseurs',
    searchSubmissions: 'Rechercher des demandes de règlement',
  },
  titles: {
    claimsAdminHome: 'Accueil administrateur des demandes',
    providers: 'Fournisseurs inscrits',
    searchSubmissions: 'Rechercher des demandes de règlement',
  },
  pages: {
    claimsAdminHome:
      'En tant qu’administrateur des demandes, vous pouvez consulter les fournisseurs, rechercher les demandes de règlement et en modifier le statut. Les administrateurs des demandes ne se connectent pas en tant que fournisseurs.',
  },
  home: {
    attention: 'À traiter',
    loading: 'Chargement des compteurs…',
    loadFailed: 'Les compteurs n’ont pas pu être chargés. Rechargez la page pour réessayer.',
    pendingClaims_one: '{{count}} demande de règlement en attente',
    pendingClaims_other: '{{count}} demandes de règlement en attente',
    suspendedProviders_one: '{{count}} fournisseur suspendu',
    suspendedProviders_other: '{{count}} fournisseurs suspendus',
  },
};
