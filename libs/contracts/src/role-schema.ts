import { z } from 'zod';
import { ROLES } from './roles';

// Apart from Role, so the shell's start-up needs no zod (ADR 030).
export const roleSchema = z.enum(ROLES);
