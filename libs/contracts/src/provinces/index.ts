import type { PROVINCE_CODES } from '../legacy-profile';
import type { Language } from '../languages';

type ProvinceCode = (typeof PROVINCE_CODES)[number];

/** Canada's provinces and territories (and Other) by their two-letter code, as people read them. */
export const PROVINCE_NAMES: Record<Language, Record<ProvinceCode, string>> = {
  en: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NT: 'Northwest Territories',
    NS: 'Nova Scotia',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
    OT: 'Other',
  },
  'fr-CA': {
    AB: 'Alberta',
    BC: 'Colombie-Britannique',
    MB: 'Manitoba',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NT: 'Territoires du Nord-Ouest',
    NS: 'Nouvelle-Écosse',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
    OT: 'Autre',
  },
};
