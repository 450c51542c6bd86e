import {
  BANK_DETAILS_WHILE_IMPERSONATING,
  DATE_MESSAGES,
  MEMBER_MESSAGES,
  PROVIDER_MESSAGES,
  PROVIDER_STANDING_MESSAGES,
  TEXT_MESSAGES,
} from '@portal/contracts';
import { CLAIM_MESSAGES, VOID_MESSAGES } from '@portal/contracts/claims';
import { CONTACT_MESSAGES } from '@portal/contracts/contact';
import { OFFICE_MESSAGES } from '@portal/contracts/content';
import { PAYMENT_MESSAGES } from '@portal/contracts/payments';
import { PLAN_MESSAGES } from '@portal/contracts/plan-admin';

type French<T> = { readonly [K in keyof T]: string };

/** Each contract's messages in French, key for key: a message added in English fails the type check here. */
const CLAIM: French<typeof CLAIM_MESSAGES> = {
  patient: 'Veuillez sélectionner',
  coverage: 'Veuillez sélectionner la garantie',
  amount: 'Veuillez saisir le montant',
  amountPositive: 'Le montant doit être supérieur à 0',
  amountCents: 'Le montant doit avoir au plus deux décimales',
  expenseDate: 'Veuillez saisir la date',
  expenseDateWindow: 'La date de la dépense doit être dans les {days} derniers jours',
  referralDate: 'Veuillez saisir la date',
  referralDateFuture: 'La date de recommandation ne peut pas être après aujourd’hui',
  physician: 'Veuillez saisir le nom',
  registrationNumber: 'Veuillez saisir le numéro',
  email: 'Le courriel doit être valide',
  accidentType: 'Veuillez sélectionner le type',
  workplace: 'Ceci n’est pas couvert par ce régime d’avantages sociaux, veuillez communiquer avec votre administrateur',
  expenses: 'Ajoutez au moins une dépense',
  total: 'Le total de la demande doit être supérieur à 0',
  notSent: 'La demande n’a pas été envoyée : {message}',
  planNotEffective: 'Le régime du participant n’est pas en vigueur avant le {date}',
  planNotFound: 'Régime introuvable',
  planNotRegistered: 'Le régime inscrit au dossier du participant est introuvable',
  noCoverages: 'Le participant n’a aucune garantie!',
  noProviderCoverages: 'Le participant n’a aucune garantie offerte par le fournisseur ou le régime',
  memberNotFound: 'Participant introuvable',
  patientNotFound: 'Le patient n’est ni le participant ni l’une de ses personnes à charge',
  receiptType: 'Un reçu doit être un fichier PDF, JPEG ou PNG',
  receiptSize: 'Un reçu ne doit pas dépasser 2 Mo',
  receiptCount: 'Au plus 5 reçus par demande',
  idempotencyKey: 'Un en-tête Idempotency-Key (8 à 128 lettres, chiffres, - ou _) est requis',
  idempotencyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre demande',
  noSubmissions: 'Aucune demande de règlement trouvée pour cette recherche',
  plan110Referral:
    'À compter du 1er avril 2023, les renseignements de recommandation seront exigés pour la physiothérapie et la massothérapie',
};

const VOID: French<typeof VOID_MESSAGES> = {
  reason: 'Veuillez saisir un motif',
  paid: 'Cette demande a été payée et ne peut pas être annulée',
  alreadyVoided: 'Cette demande est déjà annulée',
  notAdjudicatedNow: 'Une demande annulée ou payée garde son statut',
};

const MEMBER: French<typeof MEMBER_MESSAGES> = {
  office: 'Veuillez sélectionner le bureau',
  notFound: 'Aucun participant trouvé',
  memberId: 'Le numéro de participant doit comporter de 1 à 9 chiffres',
  criteria: 'Saisissez un numéro de participant, ou un prénom et un nom',
  planNotFound: 'Régime introuvable',
  suspended: 'Votre compte a été suspendu. Vous ne pourrez soumettre aucune demande. Veuillez communiquer avec l’administrateur.',
  notApproved: 'Vous ne pourrez pas rechercher de participants tant que votre profil n’aura pas été approuvé',
};

const STANDING: French<typeof PROVIDER_STANDING_MESSAGES> = {
  suspended: MEMBER.suspended,
  notApproved: 'Vous ne pourrez pas soumettre de demande tant que votre profil n’aura pas été approuvé',
};

const PROVIDER: French<typeof PROVIDER_MESSAGES> = {
  pleaseEnter: 'Veuillez saisir',
  pleaseSelect: 'Veuillez sélectionner',
  registrationNumber: 'Le numéro d’inscription doit être valide',
  phoneRequired: 'Le téléphone est obligatoire',
  phoneValid: 'Le téléphone doit être valide',
  emailRequired: 'Le courriel est obligatoire',
  emailValid: 'Le courriel doit être valide',
  institution: 'Doit comporter 3 chiffres',
  transit: 'Doit comporter 5 chiffres',
  account: 'Doit comporter moins de 12 chiffres',
  verify: 'Veuillez confirmer',
  coverage: 'veuillez sélectionner au moins une garantie',
  office: 'Veuillez ajouter au moins un bureau',
  terms: 'Veuillez accepter les conditions d’utilisation',
};

const PLAN: French<typeof PLAN_MESSAGES> = {
  number: 'Veuillez saisir le numéro',
  name: 'Veuillez saisir le nom',
  date: 'Veuillez saisir la date',
  planId: 'Veuillez saisir l’identifiant du régime',
  guid: 'Veuillez saisir un GUID valide',
  idUsed: 'Cet identifiant est déjà utilisé',
  coverage: 'Veuillez sélectionner au moins une garantie',
  coverageTwice: 'Une garantie ne peut être sélectionnée qu’une fois',
  unknownCoverage: 'Garantie inconnue',
  maximum: 'Veuillez saisir un montant supérieur à 0 avec au plus deux décimales',
};

const CONTACT: French<typeof CONTACT_MESSAGES> = {
  nameRequired: 'Le nom est obligatoire',
  emailRequired: 'Le courriel est obligatoire',
  emailInvalid: 'Le courriel doit être valide',
  required: 'Veuillez remplir ce champ',
  tooMany: 'Trop de messages : veuillez patienter quelques minutes avant d’en envoyer un autre',
};

const OFFICE: French<typeof OFFICE_MESSAGES> = {
  name: 'Veuillez saisir le nom du bureau',
  nameTaken: 'Un bureau porte déjà ce nom',
};

const PAYMENT: French<typeof PAYMENT_MESSAGES> = {
  runNotFound: 'Paiement introuvable',
  depositNotFound: 'Dépôt introuvable',
  paymentDateWindow: 'La date de paiement doit se situer entre il y a 30 jours et dans 173 jours (les limites des banques)',
};

const DATE: French<typeof DATE_MESSAGES> = {
  format: 'Doit être une date (aaaa-mm-jj)',
  range: DATE_MESSAGES.range.replace('Must be a date from', 'Doit être une date du').replace(' to ', ' au '),
};

/** English → French for every message with a key in the contracts, and the services' own fixed ones. */
const PAIRS: readonly (readonly [string, string])[] = [
  ...(
    [
      [CLAIM_MESSAGES, CLAIM],
      [VOID_MESSAGES, VOID],
      [MEMBER_MESSAGES, MEMBER],
      [PROVIDER_STANDING_MESSAGES, STANDING],
      [PROVIDER_MESSAGES, PROVIDER],
      [PLAN_MESSAGES, PLAN],
      [CONTACT_MESSAGES, CONTACT],
      [OFFICE_MESSAGES, OFFICE],
      [PAYMENT_MESSAGES, PAYMENT],
      [DATE_MESSAGES, DATE],
    ] as [Record<string, string>, Record<string, string>][]
  ).flatMap(([english, french]) => Object.entries(english).map(([key, text]) => [text, french[key] ?? text] as const)),
  [TEXT_MESSAGES.control, 'Ne doit contenir ni caractère de contrôle ni saut de ligne'],
  [
    TEXT_MESSAGES.controlInMultiline,
    'Ne doit contenir aucun caractère de contrôle autre que les sauts de ligne et les tabulations',
  ],
  [TEXT_MESSAGES.loneSurrogate, 'Doit être un texte Unicode valide'],
  [TEXT_MESSAGES.tooLong(0).replace('0', '{max}'), 'Doit comporter au plus {max} caractères'],
  [
    BANK_DETAILS_WHILE_IMPERSONATING,
    'Les coordonnées bancaires (numéros d’institution, de transit et de compte) ne peuvent pas être modifiées en agissant au nom d’un fournisseur. Le fournisseur doit les modifier lui-même.',
  ],
  ['Too many requests: try again in {seconds} seconds.', 'Trop de requêtes : réessayez dans {seconds} secondes.'],
  ['Plan number {number} already exists', 'Le numéro de régime {number} existe déjà'],
  ['Provider not found', 'Fournisseur introuvable'],
  ['Office not found', 'Bureau introuvable'],
  ['Claim not found', 'Demande de règlement introuvable'],
  ['Coverage not found', 'Garantie introuvable'],
  ['Homepage not found', 'Page d’accueil introuvable'],
  ['Approval record not found', 'Demande d’approbation introuvable'],
  ['Access denied', 'Accès refusé'],
  ['A provider profile already exists for this account', 'Un profil de fournisseur existe déjà pour ce compte'],
  ['This request has not been decided yet', 'Cette demande n’a pas encore été tranchée'],
];

const placeholder = /\{(\w+)\}/g;
const hasPlaceholder = (text: string) => /\{\w+\}/.test(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with `{name}` placeholders as a pattern whose groups are named after them. */
const patternOf = (english: string) =>
  new RegExp(
    `^${english
      .split(placeholder)
      .map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escape(part)))
      .join('')}$`,
  );

const EXACT = new Map(PAIRS.filter(([english]) => !hasPlaceholder(english)));
const TEMPLATES = PAIRS.filter(([english]) => hasPlaceholder(english)).map(([english, french]) => ({
  pattern: patternOf(english),
  french,
}));

/** The French of an API message, placeholders carried over; the English when there is none. */
export const frenchApiMessage = (message: string): string => {
  const exact = EXACT.get(message);
  if (exact) return exact;
  for (const { pattern, french } of TEMPLATES) {
    const groups = pattern.exec(message)?.groups;
    if (groups) return french.replace(placeholder, (_, name: string) => groups[name] ?? '');
  }
  return message;
};
