import type { Translation } from '@portal/contracts';
import type { en } from './en';

/** Français (Canada). */
export const fr: Translation<typeof en> = {
  nav: {
    adminHome: 'Accueil administrateur',
    viewProviders: 'Voir les fournisseurs',
    approvalRequests: 'Demandes d’approbation',
    searchSubmissions: 'Rechercher des soumissions',
  },
  titles: {
    adminHome: 'Accueil administrateur',
    providers: 'Fournisseurs inscrits',
    approvals: 'Demandes d’approbation',
    searchSubmissions: 'Rechercher des soumissions',
  },
  pages: {
    adminHome: 'En tant qu’administrateur, vous pouvez consulter et modifier les régimes et les garanties, approuver les demandes de modification et vous connecter en tant que fournisseur à l’aide du bouton de la fiche du fournisseur.',
    approvalsIntro: 'Consulter / approuver les demandes de modification',
  },
};
