import type { Resources } from './en';

/** Français (Canada). */
export const fr: Resources = {
  app: {
    name: 'Portail des demandes de règlement des fournisseurs',
    logo: 'Administrateur des avantages sociaux',
    login: 'Connexion',
    logout: 'Déconnexion',
    language: 'Langue',
    switchTo: 'English',
    mainNav: 'Principal',
    loading: 'Chargement…',
    sessionExpiring: 'Votre session est sur le point d’expirer',
    close: 'Fermer',
  },
  titles: {
    faq: 'Foire aux questions',
    privacy: 'Politique de confidentialité',
    accessibility: 'Accessibilité',
    maintenance: 'Maintenance',
    comingSoon: 'Bientôt disponible',
    newProvider: 'Bienvenue dans le nouveau portail des fournisseurs',
    signingIn: 'Connexion en cours',
  },
  landing: {
    title: 'Portail des demandes de règlement des fournisseurs',
    intro:
      'Les fournisseurs de soins de santé soumettent des demandes de règlement pour les participants, en suivent le statut et gèrent leur profil.',
    loginHint: 'Connectez-vous avec votre compte du portail pour continuer.',
  },
  notFound: {
    title: 'Page introuvable',
    returnHome: 'Retour à l’accueil',
  },
  remote: {
    failed: 'Cette partie du portail n’a pas pu être chargée',
    failedHint: 'Vérifiez votre connexion et réessayez. Le reste du portail fonctionne toujours.',
    retry: 'Réessayer',
    incompatible:
      '{{remote}} a été construit pour la version {{remoteVersion}} du contrat du portail; ce portail prend en charge la version {{shellVersion}}. Il doit être reconstruit.',
    invalid: '{{remote}} déclare des routes que ce portail ne peut pas lire. Il doit être reconstruit.',
    unreachable: 'Non disponible : {{remotes}}.',
  },
  config: {
    invalid: 'La configuration du portail (/config.json) n’a pas pu être chargée : {{reason}}',
  },
  callback: {
    failed: 'Échec de la connexion : {{reason}}',
    backToLogin: 'Retour à la connexion',
  },
  footer: {
    editOffices: 'Modifier les bureaux',
    nav: 'Pied de page',
    faq: 'FAQ',
    privacy: 'Politique de confidentialité',
    accessibility: 'Accessibilité',
    offices: 'Nos bureaux',
    tel: 'Tél.',
    tollFree: 'Sans frais',
    fax: 'Téléc.',
  },
  contact: {
    open: 'Laisser un message',
    title: 'Laisser un message',
    name: 'Nom',
    email: 'Courriel',
    subject: 'Objet',
    message: 'Message',
    cancel: 'Annuler',
    submit: 'Envoyer',
    sending: 'Envoi…',
    sent: 'Le message a été envoyé',
    notSent: 'Message non envoyé : {{error}}',
    nameRequired: 'Le nom est obligatoire',
    emailRequired: 'Le courriel est obligatoire',
    emailInvalid: 'Le courriel doit être valide',
    required: 'Veuillez remplir ce champ',
  },
  impersonation: {
    region: 'Vous agissez au nom d’un fournisseur',
    actingAs: 'Vous agissez au nom de {{provider}}',
    stop: 'Arrêter',
  },
  a11y: {
    skipToContent: 'Passer au contenu principal',
  },
  maintenance: {
    text: 'Nous effectuons actuellement une maintenance imprévue. Nous nous excusons des inconvénients. Pour toute urgence, appelez-nous sans frais au {{phone}}.',
  },
  comingSoon: {
    text: 'Une maintenance est prévue du 31 août au 1er septembre 2023. Les demandes ne sont pas traitées pendant cette période, mais elles peuvent être conservées et soumises par la suite.',
  },
  newProvider: {
    intro:
      'Nous avons déménagé vers un nouveau portail. Créez votre compte sur le nouveau portail pour continuer à soumettre vos demandes en ligne.',
    prefill: 'Les données de votre profil existant seront préremplies lors de votre inscription.',
    register: 'S’inscrire sur le nouveau portail',
    termsTitle: 'Conditions générales',
    terms:
      'En vous inscrivant, vous confirmez que les renseignements fournis sont exacts, que vous êtes autorisé à soumettre des demandes au nom de votre clinique ou cabinet et que les reçus originaux peuvent être demandés dans les 12 mois suivant l’envoi d’une demande.',
  },
  faq: {
    items: [
      {
        q: 'Comment les demandes sont-elles traitées?',
        a: 'Dans la plupart des cas, les demandes sont traitées automatiquement et un relevé des prestations est envoyé par courriel en quelques minutes. Certains types de prestations sont retenus pour approbation par un administrateur.',
      },
      {
        q: 'Quand les dépôts directs sont-ils versés?',
        a: 'Les dépôts directs sont versés au moins deux fois par mois, par tranches d’au plus 5 000 $.',
      },
      { q: 'Le dépôt direct est-il obligatoire?', a: 'Oui. Le dépôt direct est obligatoire pour utiliser le portail.' },
      {
        q: 'De combien de temps est-ce que je dispose pour soumettre une demande?',
        a: 'Les demandes peuvent être soumises dans les 30 jours suivant la date du service; ce délai varie selon le régime.',
      },
      {
        q: 'Comment ajouter une clinique, un praticien ou un domaine de spécialisation?',
        a: 'L’ajout d’une clinique, d’un praticien ou d’un domaine de spécialisation reste en attente jusqu’à ce que l’administrateur du régime l’approuve ou le refuse, dans un délai de 1 à 2 jours ouvrables.',
      },
      { q: 'Quels types de demandes puis-je soumettre?', a: 'Les types de demandes offerts dépendent du régime du participant.' },
      {
        q: 'Chaque clinique a-t-elle ses propres coordonnées bancaires?',
        a: 'Oui. Chaque clinique ou praticien a ses propres coordonnées de dépôt direct.',
      },
    ],
  },
  privacy: {
    revision: 'Révisée en juin 2020',
    body: 'Nous protégeons les renseignements personnels des participants et des fournisseurs conformément aux lois canadiennes sur la protection de la vie privée. Nous ne recueillons que ce qui est nécessaire pour administrer les prestations et traiter les demandes, ne l’utilisons qu’à cette fin et le conservons en toute sécurité.',
    access:
      'Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet. Nous répondons à une demande d’accès dans les 30 jours; ce délai peut être prolongé d’au plus 30 jours et nous vous en informerons.',
  },
  accessibility: {
    body: 'Nous voulons que ce portail soit utilisable par tous. Si vous éprouvez des difficultés, dites-nous ce qui s’est passé à l’aide du bouton Laisser un message ou appelez l’un de nos bureaux; nous vous aiderons et corrigerons le problème.',
  },
};
