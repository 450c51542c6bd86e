/** Spec §9: the page sizes of the providers' and the claims' lists ('all' is capped by each list). */
export const PAGE_SIZES = ['10', '15', '30', '50', '100', 'all'] as const;
