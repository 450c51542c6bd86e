import { z } from 'zod';

export const Role = {
  Provider: 'Provider',
  Administrator: 'Administrator',
  ClaimsAdmin: 'ClaimsAdmin',
  SuperAdmin: 'SuperAdmin',
} as const;

export const roleSchema = z.enum([Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin]);
export type Role = z.infer<typeof roleSchema>;

/** Roles that may open admin-level screens (DECISIONS: ClaimsAdmin, Administrator, SuperAdmin). */
export const ADMIN_LEVEL_ROLES: readonly Role[] = [Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin];

export const isAdminLevel = (role: Role | null | undefined): boolean => role != null && ADMIN_LEVEL_ROLES.includes(role);
