import { z } from 'zod';
import { LANGUAGES } from './languages';

// Apart from LANGUAGES, so the sign-in landing's strings need no zod (ADR 030).
export const languageSchema = z.enum(LANGUAGES);
