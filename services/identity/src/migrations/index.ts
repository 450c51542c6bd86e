import type { Migration } from './migration';
import { identitySchema } from './0001-identity-schema';

export type { Migration } from './migration';

/** Every migration in the order it runs; append new ones, never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [identitySchema];
