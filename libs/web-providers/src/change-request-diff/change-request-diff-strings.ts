import type { Language, StringTree, Translation } from '@portal/contracts';
import { PROVINCE_NAMES } from '@portal/contracts/provinces';
import { useTranslation } from '@portal/i18n';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';

/** The diff's English strings: the reference the French must match key for key. */
export const changeRequestDiffEn = {
  provider: 'Provider',
  coverages: 'Areas of specialization',
  offices: 'Offices',
  field: 'Field',
  value: 'Value',
  before: 'Before',
  after: 'After',
  changed: 'Changed',
  added: 'Added',
  removed: 'Removed',
  newOffice: 'New office',
  removedOffice: 'Removed office',
  changedOffice: 'Changed office',
  unchangedOffice: 'No change',
  notSet: 'Not set',
  noCoverages: 'No coverage',
  noOffices: 'No office',
  unknownCoverage: 'Coverage {{id}}',
  unnamedOffice: 'Office {{number}}',
  yes: 'Yes',
  no: 'No',
  accountTypes: { Chequing: 'Chequing', Savings: 'Savings' },
  provinces: PROVINCE_NAMES.en,
  fields: {
    providerName: 'Business name',
    registrationNumber: 'Registration number',
    providerNumber: 'Provider number',
    email: 'E-mail',
    file: 'File',
    officeName: 'Office / practitioner name',
    businessID: 'Business ID',
    businessName: 'Business name',
    phoneNumber: 'Phone number',
    phoneExtension: 'Phone extension',
    directDepositEmail: 'E-mail (direct deposit)',
    address: 'Mailing address',
    city: 'City',
    province: 'Province',
    postalCode: 'Postal code',
    primaryContactFirstname: 'Primary contact first name',
    primaryContactLastname: 'Primary contact last name',
    verifyDirectDeposit: 'Verify direct deposit',
    institutionNumber: 'Institution number',
    transitNumber: 'Transit number',
    accountType: 'Account type',
    accountNumber: 'Account number',
  },
};

export const changeRequestDiffFr: Translation<typeof changeRequestDiffEn> = {
  provider: 'Fournisseur',
  coverages: 'Domaines de spécialisation',
  offices: 'Bureaux',
  field: 'Champ',
  value: 'Valeur',
  before: 'Avant',
  after: 'Après',
  changed: 'Modifié',
  added: 'Ajouté',
  removed: 'Retiré',
  newOffice: 'Nouveau bureau',
  removedOffice: 'Bureau retiré',
  changedOffice: 'Bureau modifié',
  unchangedOffice: 'Aucune modification',
  notSet: 'Non renseigné',
  noCoverages: 'Aucune garantie',
  noOffices: 'Aucun bureau',
  unknownCoverage: 'Garantie {{id}}',
  unnamedOffice: 'Bureau {{number}}',
  yes: 'Oui',
  no: 'Non',
  accountTypes: { Chequing: 'Chèques', Savings: 'Épargne' },
  provinces: PROVINCE_NAMES['fr-CA'],
  fields: {
    providerName: 'Nom de l’entreprise',
    registrationNumber: 'Numéro d’inscription',
    providerNumber: 'Numéro de fournisseur',
    email: 'Courriel',
    file: 'Fichier',
    officeName: 'Nom du bureau / praticien',
    businessID: 'Identifiant d’entreprise',
    businessName: 'Nom de l’entreprise',
    phoneNumber: 'Numéro de téléphone',
    phoneExtension: 'Poste',
    directDepositEmail: 'Courriel (dépôt direct)',
    address: 'Adresse postale',
    city: 'Ville',
    province: 'Province',
    postalCode: 'Code postal',
    primaryContactFirstname: 'Prénom de la personne-ressource',
    primaryContactLastname: 'Nom de la personne-ressource',
    verifyDirectDeposit: 'Dépôt direct vérifié',
    institutionNumber: 'Numéro d’institution',
    transitNumber: 'Numéro de transit',
    accountType: 'Type de compte',
    accountNumber: 'Numéro de compte',
  },
};

const STRINGS: Record<Language, StringTree> = { en: changeRequestDiffEn, 'fr-CA': changeRequestDiffFr };
const NAMESPACE = 'web-providers.change-request-diff';

/**
 * The diff's `t`: this lib is bundled into several remotes and owns no remote namespace, so it adds its
 * strings to the portal's i18next under a namespace of its own (once; adding is synchronous).
 */
export const useDiffTranslation = (): TFunction => {
  const { i18n, language } = useTranslation();
  for (const [each, strings] of Object.entries(STRINGS)) {
    if (!i18n.hasResourceBundle(each, NAMESPACE)) i18n.addResourceBundle(each, NAMESPACE, strings);
  }
  return useMemo(() => i18n.getFixedT(language, NAMESPACE), [i18n, language]);
};
