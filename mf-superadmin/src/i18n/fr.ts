import type { Translation } from '@portal/contracts';
import type { en } from './en';

/** Français (Canada). */
export const fr: Translation<typeof en> = {
  nav: {
    adminHome: 'Accueil administrateur',
    editPlans: 'Modifier les régimes',
    editCoverages: 'Modifier les garanties',
    providersHomepage: 'Page d’accueil des fournisseurs',
  },
  titles: {
    superAdminHome: 'Accueil super-administrateur',
    plans: 'Ajouter / supprimer / mettre à jour les régimes',
    coverages: 'Modifier les garanties',
    editHomepage: 'Modifier la page d’accueil des fournisseurs',
  },
  pages: {
    superAdminHome: 'En tant que super-administrateur, vous pouvez faire tout ce que fait un administrateur, et aussi modifier les régimes, les garanties et la page d’accueil des fournisseurs.',
    drawbridge: 'Régime Drawbridge',
    assignedId: 'Identifiant attribué',
    noPlans: 'Aucun régime pour le moment',
    noCoverages: 'Aucune garantie pour le moment',
  },
};
