import { z } from 'zod';

/** The portal is bilingual (DECISIONS "Content and language"); English is the default and the reference. */
export const LANGUAGES = ['en', 'fr-CA'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
