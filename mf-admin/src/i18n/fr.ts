import type { Translation } from '@portal/contracts';
import type { en } from './en';

/** Français (Canada). */
export const fr: Translation<typeof en> = {
  nav: {
    adminHome: 'Accueil administrateur',
    viewProviders: 'Voir les fournisseurs',
    approvalRequests: 'Demandes d’approbation',
    searchSubmissions: 'Rechercher des demandes de règlement',
    payments: 'Paiements',
  },
  titles: {
    adminHome: 'Accueil administrateur',
    providers: 'Fournisseurs inscrits',
    approvals: 'Demandes d’approbation',
    searchSubmissions: 'Rechercher des demandes de règlement',
    payments: 'Paiements',
  },
  pages: {
    adminHome:
      'En tant qu’administrateur, vous pouvez suspendre ou réactiver des fournisseurs, approuver les demandes de modification, rechercher les demandes de règlement et en changer le statut, lancer les paiements et vous connecter en tant que fournisseur à l’aide du bouton « Se connecter en tant que fournisseur » de la fiche du fournisseur.',
    approvalsIntro: 'Consulter / approuver les demandes de modification',
  },
  approvals: {
    filters: {
      label: 'Rechercher des demandes d’approbation',
      name: 'Nom',
      providerNumber: 'Numéro de fournisseur',
      approvalStatus: 'Statut d’approbation',
      anyStatus: 'Tous les statuts',
      requestDate: 'Date de la demande',
      datePlaceholder: 'aaaa-mm-jj',
      search: 'RECHERCHER',
      reset: 'RÉINITIALISER',
      nameTooLong: 'Doit compter au plus 200 caractères',
      providerNumberInvalid: 'Lettres, chiffres et traits d’union seulement, 32 au plus',
    },
    columns: {
      requestDate: 'Date de la demande',
      action: 'Action',
      approvalStatus: 'Statut d’approbation',
      name: 'Nom',
      providerNumber: 'Numéro de fournisseur',
      actions: 'Actions',
    },
    status: { Approved: 'Approuvée', Pending: 'En attente', Rejected: 'Refusée' },
    action: { register: 'Inscription', update: 'Modification du profil' },
    table: 'Demandes d’approbation',
    pageSize: 'Lignes par page',
    all: 'Toutes',
    total_one: '{{count}} demande',
    total_other: '{{count}} demandes',
    noNumber: 'Pas encore attribué',
    approve: 'Approuver la demande de {{name}}',
    reject: 'Refuser la demande de {{name}}',
    updated: 'Statut mis à jour : {{status}}',
    updateFailed: 'Échec de la mise à jour du statut : {{error}}',
    loadFailed: 'Échec du chargement de la liste des approbations : {{error}}',
  },
  home: {
    attention: 'À traiter',
    pendingApprovals_one: '{{count}} demande d’approbation en attente',
    pendingApprovals_other: '{{count}} demandes d’approbation en attente',
    loading: 'Chargement des compteurs…',
    loadFailed: 'Les compteurs n’ont pas pu être chargés. Rechargez la page pour réessayer.',
    pendingClaims_one: '{{count}} demande de règlement en attente',
    pendingClaims_other: '{{count}} demandes de règlement en attente',
    suspendedProviders_one: '{{count}} fournisseur suspendu',
    suspendedProviders_other: '{{count}} fournisseurs suspendus',
  },
};
