/** Spec §9: the footer office dialog's provinces, in this order (codes as stored). */
export const OFFICE_PROVINCES = ['ON', 'AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'PE', 'QC', 'SK', 'YT'] as const;
export type OfficeProvince = (typeof OFFICE_PROVINCES)[number];

export const OFFICE_MESSAGES = {
  name: 'Please enter the office name',
  nameTaken: 'An office with this name already exists',
} as const;
