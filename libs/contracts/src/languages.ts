/** The portal is bilingual (DECISIONS "Content and language"); English is the default and the reference. */
export const LANGUAGES = ['en', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];
