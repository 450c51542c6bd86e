import type { Translation } from '@portal/contracts';
import type { en } from './en';

/** Français (Canada). */
export const fr: Translation<typeof en> = {
  nav: {
    home: 'Accueil',
    myProfile: 'Mon profil',
    newClaim: 'Nouvelle demande',
    searchSubmissions: 'Rechercher des soumissions',
  },
  titles: {
    home: 'Accueil',
    myProfile: 'Mon profil',
    newClaim: 'Nouvelle demande',
    searchSubmissions: 'Rechercher des soumissions',
    registration: 'Inscription d’un fournisseur de soins de santé',
  },
  pages: {
    defaultWelcome: 'Bienvenue! Notre système de demandes a été mis à jour. Pour soumettre une demande, utilisez le bouton Nouvelle demande.',
  },
};
