import type { BenefitsOfficeFields } from './benefits-office';

// Apart from the schema, so the sign-in landing's footer needs no zod (ADR 030).
/** The three regional offices the footer shows until the list loads, and the API's initial list. */
export const DEFAULT_BENEFITS_OFFICES: readonly BenefitsOfficeFields[] = [
  {
    name: 'Eastern Regional Office',
    nameFr: 'Bureau régional de l’Est',
    address: '1800 Barrington Street, Suite 600',
    city: 'Halifax',
    province: 'NS',
    postalCode: 'B3J 3K1',
    telephone: '902-555-0140',
    freephone: '1-877-555-0140',
    fax: '902-555-0141',
  },
  {
    name: 'Central Regional Office',
    nameFr: 'Bureau régional du Centre',
    address: '250 Front Street West, Suite 1200',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3G5',
    telephone: '416-555-0170',
    freephone: '1-877-555-0170',
    fax: '416-555-0171',
  },
  {
    name: 'Western Regional Office',
    nameFr: 'Bureau régional de l’Ouest',
    address: '1055 West Georgia Street, Suite 900',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 3P3',
    telephone: '604-555-0190',
    freephone: '1-877-555-0190',
    fax: '604-555-0191',
  },
];
